import { csvLine } from "@/lib/admin/csv"
import { isSameOriginRequest } from "@/lib/admin/same-origin"
import { isDataError } from "@/lib/data/errors"
import { listMessages } from "@/lib/data/messages"

const PAGE = 100

/** CSV of every contact-form message, newest first. listMessages() checks the admin session (SECURITY §2). */
export async function GET(request: Request) {
  if (!isSameOriginRequest(request.headers)) return new Response("Cross-site request refused", { status: 403 })
  try {
    let body = csvLine(["Received (UTC)", "Name", "Email", "Message", "Read"])
    for (let page = 1; ; page++) {
      const { rows, total } = await listMessages({ page, pageSize: PAGE })
      for (const m of rows) body += csvLine([m.created_at, m.name, m.email, m.message, m.read ? "yes" : "no"])
      if (rows.length === 0 || page * PAGE >= total) break
    }
    const date = new Date().toISOString().slice(0, 10)
    return new Response(`\uFEFF${body}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="messages-${date}.csv"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    })
  } catch (error) {
    if (isDataError(error) && (error.code === "unauthorized" || error.code === "forbidden")) {
      return new Response(error.message, { status: error.code === "unauthorized" ? 401 : 403 })
    }
    console.error("[admin:exportMessages] failed", error)
    return new Response("Export failed", { status: 500 })
  }
}
