import { issueContactFormToken } from "@/lib/data/form-token"

/** The contact form's "page opened now" token, signed by the server (see lib/server/form-token.ts). */
export async function GET() {
  try {
    return Response.json({ token: await issueContactFormToken() }, { headers: { "Cache-Control": "no-store" } })
  } catch (error) {
    console.error("[contact] issuing a form token failed", error)
    // The form still works without one: the message is then only marked as possible spam.
    return Response.json({ token: null }, { status: 503, headers: { "Cache-Control": "no-store" } })
  }
}
