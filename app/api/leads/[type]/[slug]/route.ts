import { leadFormSubmit } from "@/lib/data/lead-forms"
import { publicCopy } from "@/lib/copy/public"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import { formStatus } from "@/lib/domain/contact/types"
import { readContactBody } from "@/lib/server/http/read-contact-body"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"
import { decodeParam } from "@/lib/server/http/route-param"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }

/**
 * A lead form of a document's page (an event's registration): POST JSON or form data (the form's fields, the hidden
 * _gotcha, the page's timing token and the lead context). 200 only once the lead is stored; 4xx with the reasons
 * otherwise (404 for a type whose declaration offers no form: site.leadForm).
 */
export async function POST(request: Request, { params }: { params: Promise<{ type: string; slug: string }> }) {
  if (!isSameOriginRequest(request.headers)) {
    return Response.json({ ok: false, errors: ["Cross-site request refused"], fieldErrors: {} }, { status: 403, headers: HEADERS })
  }
  const { type, slug } = await params
  const submit = leadFormSubmit(type)
  if (!submit) return Response.json({ ok: false, errors: [publicCopy(DEFAULT_LOCALE).formServer.noForm], fieldErrors: {} }, { status: 404, headers: HEADERS })
  const body = await readContactBody(request)
  if (!body.ok) return Response.json({ ok: false, errors: [body.message], fieldErrors: {} }, { status: body.status, headers: HEADERS })
  const ip = clientIp(request.headers)
  const client = { ip, userAgent: request.headers.get("user-agent") ?? "" }
  const result = await submit(decodeParam(slug), body.data, { ip: ipLimitKey(ip), client })
  return Response.json(result, { status: formStatus(result), headers: HEADERS })
}
