import { REVIEW_LINK_STATES, REVIEW_MESSAGES, REVIEW_PAGE, REVIEW_RELINK, type ReviewLinkProblem } from "@/lib/copy/medical-review"
import type { ChangedView, ReviewView } from "@/lib/data/medical-review"
import type { FieldDiff, WordPart } from "@/lib/domain/revisions/diff"
import { SITE } from "@/lib/domain/site"
import { escapeHtml as e } from "@/lib/server/mail/html"

/**
 * The reviewer's pages, as plain HTML with no script: the version to review (read-only) with its diff against the
 * last approved version and the decision form, the pages that say why a link does not work, and the thank-you.
 */

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;color:#1f2937;max-width:46rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:2rem}h3{font-size:1rem;margin:1.25rem 0 .25rem}
pre{white-space:pre-wrap;background:#f8fafc;border:1px solid #e2e8f0;border-radius:6px;padding:.75rem;font:inherit}
ins{background:#dcfce7;text-decoration:none}del{background:#fee2e2}
label{display:block;margin-top:1rem;font-weight:600}input,textarea{width:100%;padding:.5rem;font:inherit;border:1px solid #cbd5e1;border-radius:6px}
.error{color:#b91c1c;font-weight:600}.notice{background:#fef9c3;padding:.75rem;border-radius:6px}
button{margin:1.25rem .5rem 0 0;padding:.6rem 1.1rem;font:inherit;border-radius:6px;border:1px solid #0f766e;background:#0f766e;color:#fff;cursor:pointer}
button[value=changes]{background:#fff;color:#0f766e}`

function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${e(title)} | ${e(SITE.name)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`
}

function words(parts: WordPart[]): string {
  return parts.map((p) => (p.change === "added" ? `<ins>${e(p.text)}</ins>` : p.change === "removed" ? `<del>${e(p.text)}</del>` : e(p.text))).join("")
}

function fieldDiff(d: FieldDiff): string {
  const body = d.lines
    ? d.lines
        .map((b) =>
          b.kind === "same" ? e(b.text) : b.kind === "skip" ? `… ${b.lines} …` : b.kind === "added" ? `<ins>${e(b.text)}</ins>` : b.kind === "removed" ? `<del>${e(b.text)}</del>` : words(b.parts),
        )
        .join("\n")
    : words(d.parts)
  return `<h3>${e(d.label)}</h3><pre data-field="${e(d.key)}">${body}</pre>`
}

export type FormState = { name?: string; credentials?: string; comment?: string; errors?: Record<string, string[]>; notice?: string }

export function reviewPage(token: string, view: ReviewView, state: FormState = {}): string {
  const { request } = view
  const err = (field: string) => (state.errors?.[field]?.length ? `<p class="error" id="${field}-error">${e(state.errors[field]![0]!)}</p>` : "")
  const diff =
    view.diff === null
      ? `<p>${e(REVIEW_PAGE.noApproval)}</p>`
      : view.diff.length === 0
        ? `<p>${e(REVIEW_PAGE.noChanges)}</p>`
        : view.diff.map(fieldDiff).join("")
  const fields = view.fields.map((f) => `<h3>${e(f.label)}</h3><pre data-field="${e(f.key)}">${e(f.value)}</pre>`).join("")
  const body = `<h1>${e(REVIEW_PAGE.heading)}</h1>
${state.notice ? `<p class="notice" role="alert">${e(state.notice)}</p>` : ""}
<p>${e(REVIEW_PAGE.intro(view.title))}</p>
${request.due_date ? `<p>${e(REVIEW_PAGE.due(request.due_date))}</p>` : ""}
<section aria-labelledby="diff"><h2 id="diff">${e(REVIEW_PAGE.diffHeading)}</h2>${diff}</section>
<section aria-labelledby="version"><h2 id="version">${e(REVIEW_PAGE.versionHeading)}</h2>${fields}</section>
<form method="post" action="/review/${e(token)}">
<input type="hidden" name="content_hash" value="${e(view.contentHash)}">
${err("_form")}${err("decision")}
<label for="name">${e(REVIEW_PAGE.name)}</label><input id="name" name="name" required maxlength="200" value="${e(state.name ?? view.reviewer.name)}">${err("name")}
<label for="credentials">${e(REVIEW_PAGE.credentials)}</label><input id="credentials" name="credentials" required maxlength="200" value="${e(state.credentials ?? view.reviewer.credentials)}">${err("credentials")}
<label for="comment">${e(REVIEW_PAGE.comment)}</label><textarea id="comment" name="comment" rows="5" maxlength="5000">${e(state.comment ?? "")}</textarea>${err("comment")}
<button type="submit" name="decision" value="approve">${e(REVIEW_PAGE.approve)}</button><button type="submit" name="decision" value="changes">${e(REVIEW_PAGE.requestChanges)}</button>
</form>`
  return document(REVIEW_PAGE.heading, body)
}

/**
 * A link dead because its document changed since it was sent: what changed (from the version it was sent for to now)
 * and, once, "Send me a new link" (a plain form: the new link goes to the address this one was sent to).
 */
export function changedPage(token: string, changed: ChangedView, notice?: string): string {
  const p = REVIEW_LINK_STATES.changed
  const diff =
    changed.diff === null
      ? `<p>${e(REVIEW_RELINK.noDiff)}</p>${changed.fields.map((f) => `<h3>${e(f.label)}</h3><pre data-field="${e(f.key)}">${e(f.value)}</pre>`).join("")}`
      : changed.diff.length === 0
        ? `<p>${e(REVIEW_PAGE.noChanges)}</p>`
        : changed.diff.map(fieldDiff).join("")
  const action = changed.relinked
    ? `<p class="notice" role="status">${e(REVIEW_RELINK.already)}</p>`
    : changed.canRelink
      ? `<form method="post" action="/review/${e(token)}"><input type="hidden" name="action" value="relink">
<p>${e(REVIEW_RELINK.help)}</p><button type="submit">${e(REVIEW_RELINK.button)}</button></form>`
      : `<p>${e(REVIEW_RELINK.noMail)}</p>`
  const body = `<h1>${e(p.title)}</h1>
${notice ? `<p class="notice" role="alert">${e(notice)}</p>` : ""}
<p>${e(p.body)}</p>
${action}
<section aria-labelledby="changes"><h2 id="changes">${e(REVIEW_RELINK.diffHeading)}</h2>${diff}</section>`
  return document(p.title, body)
}

/** After "Send me a new link": that it is on its way (or already was). */
export function relinkedPage(sent: "now" | "already"): string {
  const text = sent === "now" ? REVIEW_RELINK.sent : REVIEW_RELINK.already
  return document(REVIEW_RELINK.button, `<h1>${e(REVIEW_PAGE.heading)}</h1><p role="status">${e(text)}</p>`)
}

/** "Send me a new link" asked too often from one network. */
export function tooManyPage(): string {
  return document(REVIEW_RELINK.button, `<h1>${e(REVIEW_PAGE.heading)}</h1><p role="alert">${e(REVIEW_RELINK.tooMany)}</p>`)
}

export function problemPage(problem: ReviewLinkProblem): string {
  const p = REVIEW_LINK_STATES[problem]
  return document(p.title, `<h1>${e(p.title)}</h1><p>${e(p.body)}</p>`)
}

export function donePage(decision: "approve" | "changes"): string {
  const text = decision === "approve" ? REVIEW_PAGE.approved : REVIEW_PAGE.changesRequested
  return document(REVIEW_PAGE.heading, `<h1>${e(REVIEW_PAGE.heading)}</h1><p role="status">${e(text)}</p>`)
}

export const CHANGED_NOTICE = REVIEW_MESSAGES.changedMeanwhile
