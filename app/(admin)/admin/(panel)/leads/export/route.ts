import { csvExportFailure, csvLine, csvResponse } from "@/lib/data/admin/csv"
import { exportLeads } from "@/lib/data/leads"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { UTM_KEYS } from "@/lib/domain/utm"

const HEADER = ["Received (UTC)", "Name", "Email", "Kind", "Status", "Owner", "Value", "Tags", "First response (UTC)", "Due (UTC)", "Message", "Page", "Landing page", "Referrer", ...UTM_KEYS]

/**
 * CSV of the lead list's current filter (owner and admins): exportLeads() checks the permission and writes the
 * audit entry with the number of rows. Cells a spreadsheet would run as a formula are defused.
 */
export async function GET(request: Request) {
  if (!isSameOriginRequest(request.headers)) return new Response("Cross-site request refused", { status: 403 })
  const params = Object.fromEntries(new URL(request.url).searchParams)
  try {
    const { rows, members } = await exportLeads(params)
    let body = csvLine(HEADER)
    for (const r of rows) {
      body += csvLine([
        r.received_at,
        r.name,
        r.email,
        r.kind,
        r.folder === "spam" ? "spam" : r.status,
        r.owner_id ? (members.get(r.owner_id) ?? "") : "",
        r.value ?? "",
        r.tags.join(";"),
        r.first_response_at ?? "",
        r.due_at ?? "",
        r.message,
        r.page_path,
        r.visit?.landing_path ?? "",
        r.referrer_origin,
        ...UTM_KEYS.map((k) => r.utm[k] ?? ""),
      ])
    }
    return csvResponse(body, `leads-${new Date().toISOString().slice(0, 10)}.csv`)
  } catch (error) {
    return csvExportFailure(error, "exportLeads")
  }
}
