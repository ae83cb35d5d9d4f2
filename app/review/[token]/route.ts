import { decideReviewLink, openReviewLink } from "@/lib/data/medical-review"
import { isDataError } from "@/lib/data/errors"
import { REVIEW_FORM_TOO_LARGE, REVIEW_LINK_STATES } from "@/lib/copy/medical-review"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { readLimited } from "@/lib/server/http/read-limited"

import { CHANGED_NOTICE, donePage, problemPage, reviewPage, type FormState } from "./page-html"

export const dynamic = "force-dynamic"

/** A reviewer's single-use link: the version to review (GET) and their decision (POST, a plain form). */
const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" } })

type Params = { params: Promise<{ token: string }> }

export async function GET(_request: Request, { params }: Params) {
  const { token } = await params
  const opened = await openReviewLink(token)
  if (!opened.ok) return html(problemPage(opened.problem), opened.status)
  return html(reviewPage(token, opened.view))
}

export async function POST(request: Request, { params }: Params) {
  const { token } = await params
  if (!isSameOriginRequest(request.headers)) return html(problemPage("forged"), REVIEW_LINK_STATES.forged.status)
  const bytes = await readLimited(request, 64 * 1024).catch(() => null)
  if (!bytes) return new Response(REVIEW_FORM_TOO_LARGE, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" } })
  const form = new URLSearchParams(new TextDecoder().decode(bytes))
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
    if ("changed" in result) return html(reviewPage(token, result.view, { ...input, notice: CHANGED_NOTICE }), 409)
    return html(problemPage(result.problem), result.status)
  } catch (err) {
    if (!isDataError(err) || err.code !== "validation") throw err
    const opened = await openReviewLink(token)
    if (!opened.ok) return html(problemPage(opened.problem), opened.status)
    const state: FormState = { ...input, errors: err.fieldErrors ?? { _form: [err.message] } }
    return html(reviewPage(token, opened.view, state), 400)
  }
}
