import { decideReviewLink, openReviewLink, relinkReviewLink } from "@/lib/data/medical-review"
import { isDataError } from "@/lib/data/errors"
import { REVIEW_FORM_TOO_LARGE, REVIEW_LINK_STATES, REVIEW_RELINK } from "@/lib/copy/medical-review"
import { clientIp } from "@/lib/server/http/request-ip"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { readLimited } from "@/lib/server/http/read-limited"

import { CHANGED_NOTICE, changedPage, donePage, problemPage, relinkedPage, reviewPage, tooManyPage, type FormState } from "./page-html"

export const dynamic = "force-dynamic"

/**
 * A reviewer's single-use link: the version to review (GET) and their decision (POST, a plain form). A link whose
 * document changed since it was sent is dead (410, what changed) and offers "Send me a new link" (POST action=relink).
 */
const html = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer", ...headers } })

type Params = { params: Promise<{ token: string }> }

export async function GET(_request: Request, { params }: Params) {
  const { token } = await params
  const opened = await openReviewLink(token)
  if (!opened.ok && opened.dead) return html(changedPage(token, opened.dead), opened.status)
  if (!opened.ok) return html(problemPage(opened.problem), opened.status)
  return html(reviewPage(token, opened.view))
}

async function relink(request: Request, token: string): Promise<Response> {
  try {
    const result = await relinkReviewLink(token, clientIp(request.headers))
    if (result.ok && result.sent === "unchanged") return new Response(null, { status: 303, headers: { location: `/review/${token}`, "cache-control": "no-store" } })
    if (result.ok) return html(relinkedPage(result.sent))
    if (result.dead) return html(changedPage(token, result.dead, result.notice), result.status)
    return html(problemPage(result.problem), result.status)
  } catch (err) {
    if (!isDataError(err) || err.code !== "rate_limited") throw err
    return html(tooManyPage(), 429, { "retry-after": String(Math.max(1, Math.ceil((err.retryAfterMs ?? 3_600_000) / 1000))) })
  }
}

export async function POST(request: Request, { params }: Params) {
  const { token } = await params
  if (!isSameOriginRequest(request.headers)) return html(problemPage("forged"), REVIEW_LINK_STATES.forged.status)
  const bytes = await readLimited(request, 64 * 1024).catch(() => null)
  if (!bytes) return new Response(REVIEW_FORM_TOO_LARGE, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" } })
  const form = new URLSearchParams(new TextDecoder().decode(bytes))
  if (form.get("action") === "relink") return relink(request, token)
  const input = {
    decision: form.get("decision") ?? "",
    name: form.get("name") ?? "",
    credentials: form.get("credentials") ?? "",
    comment: form.get("comment") ?? "",
    content_hash: form.get("content_hash") ?? "",
  }
  try {
    const result = await decideReviewLink(token, input)
    if (result.ok) return html(donePage(result.decision))
    if ("view" in result) return html(reviewPage(token, result.view, { ...input, notice: CHANGED_NOTICE }), 409)
    if (result.dead) return html(changedPage(token, result.dead, REVIEW_RELINK.decisionRefused), result.status)
    return html(problemPage(result.problem), result.status)
  } catch (err) {
    if (!isDataError(err) || err.code !== "validation") throw err
    const opened = await openReviewLink(token)
    if (!opened.ok && opened.dead) return html(changedPage(token, opened.dead), opened.status)
    if (!opened.ok) return html(problemPage(opened.problem), opened.status)
    const state: FormState = { ...input, errors: err.fieldErrors ?? { _form: [err.message] } }
    return html(reviewPage(token, opened.view, state), 400)
  }
}
