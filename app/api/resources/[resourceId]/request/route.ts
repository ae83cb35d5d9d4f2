import { submitDownloadRequest } from "@/lib/data/download-request"
import { formStatus } from "@/lib/domain/contact/types"
import { readContactBody } from "@/lib/server/http/read-contact-body"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"
import { decodeParam } from "@/lib/server/http/route-param"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }

/**
 * A gated resource's form: POST JSON or form data (name, email, the hidden _gotcha, the page's timing token and the
 * lead context). 200 with the signed download link only once the request is stored; 4xx with the reasons otherwise.
 */
export async function POST(request: Request, { params }: { params: Promise<{ resourceId: string }> }) {
  if (!isSameOriginRequest(request.headers)) {
    return Response.json({ ok: false, errors: ["Cross-site request refused"], fieldErrors: {} }, { status: 403, headers: HEADERS })
  }
  const body = await readContactBody(request)
  if (!body.ok) return Response.json({ ok: false, errors: [body.message], fieldErrors: {} }, { status: body.status, headers: HEADERS })
  const ip = clientIp(request.headers)
  const client = { ip, userAgent: request.headers.get("user-agent") ?? "" }
  const slug = decodeParam((await params).resourceId)
  const result = await submitDownloadRequest(slug, body.data, { ip: ipLimitKey(ip), client })
  return Response.json(result, { status: formStatus(result), headers: HEADERS })
}
