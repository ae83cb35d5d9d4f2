import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { readContactBody } from "@/lib/server/http/read-contact-body"
import { submitLocalContact } from "@/lib/data/contact-submit"
import { contactFailure, formStatus, type ContactResult } from "@/lib/domain/contact/types"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }

function answer(result: ContactResult, status: number, startedAt: number): Response {
  // Server-Timing lets the benchmark read the server's own time for the form, network excluded.
  return Response.json(result, {
    status,
    headers: { ...HEADERS, "Server-Timing": `contact;dur=${(performance.now() - startedAt).toFixed(1)}` },
  })
}

/**
 * The contact form's embedded path: POST form data or JSON (name, email, message, the hidden _gotcha, the page's
 * timing token and the lead context). 200 only once the message is stored; 4xx with the reasons otherwise.
 */
export async function POST(request: Request) {
  const startedAt = performance.now()
  if (!isSameOriginRequest(request.headers)) return answer(contactFailure(["Cross-site request refused"]), 403, startedAt)
  const body = await readContactBody(request)
  if (!body.ok) return answer(contactFailure([body.message]), body.status, startedAt)
  const ip = clientIp(request.headers)
  const client = { ip, userAgent: request.headers.get("user-agent") ?? "" }
  const result = await submitLocalContact(body.data, { ip: ipLimitKey(ip), client })
  return answer(result, formStatus(result), startedAt)
}
