import { csvExportFailure, csvLine, csvResponse } from "@/lib/data/admin/csv"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { listMessages } from "@/lib/data/messages"
import { UTM_KEYS } from "@/lib/domain/utm"
import { parseInboxState } from "@/components/admin/inbox-query"

const PAGE = 100

// The language last: columns a spreadsheet already reads keep their places.
const HEADER = ["Received (UTC)", "Name", "Email", "Message", "Read", "Folder", "Spam check", "Page", "Referrer", ...UTM_KEYS, "Language"]

/**
 * CSV of the inbox view the admin is looking at (?view=, ?q=), newest first, every page of it. Cells a
 * spreadsheet would run as a formula are defused (lib/data/admin/csv.ts). listMessages() checks the admin session.
 */
export async function GET(request: Request) {
  if (!isSameOriginRequest(request.headers)) return new Response("Cross-site request refused", { status: 403 })
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const { view, q } = parseInboxState(params)
  try {
    let body = csvLine(HEADER)
    for (let page = 1; ; page++) {
      const { rows, total } = await listMessages({ folder: view, search: q, page, pageSize: PAGE })
      for (const m of rows) {
        body += csvLine([
          m.created_at,
          m.name,
          m.email,
          m.message,
          m.read ? "yes" : "no",
          m.folder,
          m.spam_reason,
          m.page_path,
          m.referrer_origin,
          ...UTM_KEYS.map((k) => m.utm[k] ?? ""),
          m.locale,
        ])
      }
      if (rows.length === 0 || page * PAGE >= total) break
    }
    const date = new Date().toISOString().slice(0, 10)
    const name = `messages-${view === "inbox" ? "" : `${view}-`}${date}.csv`
    return csvResponse(body, name)
  } catch (error) {
    return csvExportFailure(error, "exportMessages")
  }
}
