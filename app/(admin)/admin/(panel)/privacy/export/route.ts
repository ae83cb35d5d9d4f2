import { csvExportFailure, csvLine, csvResponse } from "@/lib/data/admin/csv"
import { dataErrorStatus, isDataError } from "@/lib/data/errors"
import { exportSubject, type SubjectReport } from "@/lib/data/privacy"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"

const HEADER = ["Record", "Lead", "Date (UTC)", "Kind", "Name", "Email", "Message", "Status", "Consent", "Channel", "To", "What", "Delivery", "Sent (UTC)"]

/** One CSV of everything held: a line per lead, per note or timeline event, and per recipient with its dates. */
function csvOf(report: SubjectReport): string {
  let body = csvLine(HEADER)
  for (const l of report.leads) {
    const consent = l.consent ? `${l.consent.form} v${l.consent.version} ${l.consent.at}${l.consent.marketing ? " marketing" : ""}` : ""
    body += csvLine(["lead", l.id, l.received_at, l.kind, l.name, l.email, l.message, l.status, consent, "", "", l.resource?.title ?? l.event?.title ?? "", "", ""])
    for (const n of l.notes) body += csvLine(["note", l.id, n.at, n.kind, "", n.actor_email, n.body, "", "", "", "", "", "", ""])
    for (const r of l.recipients) body += csvLine(["recipient", l.id, r.queued_at, "", "", "", "", "", "", r.channel, r.to, r.topic, r.status, r.sent_at ?? ""])
  }
  return body
}

/**
 * The export of a data-subject request (owner and admins: exportSubject checks, records the request and the log
 * entry). A POST from the Privacy screen's form, so the address never appears in a URL; `format` json or csv.
 */
export async function POST(request: Request) {
  if (!isSameOriginRequest(request.headers)) return new Response("Cross-site request refused", { status: 403 })
  let fields: Record<string, string>
  try {
    const form = await request.formData()
    fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]))
  } catch {
    return new Response("Send the request as a form", { status: 400 })
  }
  const format = fields.format === "csv" ? "csv" : fields.format === "json" ? "json" : null
  if (!format) return new Response("Choose the format: json or csv", { status: 400 })
  try {
    const report = await exportSubject({ email: fields.email, received: fields.received }, format)
    const name = `data-subject-${report.requested_at.slice(0, 10)}.${format}`
    if (format === "csv") return csvResponse(csvOf(report), name)
    return new Response(JSON.stringify(report, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    })
  } catch (error) {
    // Whatever a client can cause (no session, no permission, bad input, a backend without the store) is a 4xx.
    if (isDataError(error)) return new Response(error.message, { status: dataErrorStatus(error) })
    return csvExportFailure(error, "exportSubject")
  }
}
