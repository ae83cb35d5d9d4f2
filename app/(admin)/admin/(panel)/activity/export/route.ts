import { csvExportFailure, csvLine, csvResponse } from "@/lib/data/admin/csv"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { exportActivity } from "@/lib/data/activity"

const HEADER = ["When (UTC)", "Member", "Action", "Record type", "Record id", "Details", "Session"]

/**
 * The audit log as CSV (owner only, checked by exportActivity), with the filters of the screen. Cells a
 * spreadsheet would run as a formula are defused (lib/data/admin/csv.ts): summaries hold titles people typed.
 */
export async function GET(request: Request) {
  if (!isSameOriginRequest(request.headers)) return new Response("Cross-site request refused", { status: 403 })
  const params = Object.fromEntries(new URL(request.url).searchParams)
  try {
    const rows = await exportActivity({ actor: params.member, action: params.action, recordType: params.record })
    let body = csvLine(HEADER)
    for (const r of rows) body += csvLine([r.at, r.actor_email, r.action, r.record_type, r.record_id, r.summary, r.session_id ?? ""])
    return csvResponse(body, `activity-${new Date().toISOString().slice(0, 10)}.csv`)
  } catch (error) {
    return csvExportFailure(error, "exportActivity")
  }
}
