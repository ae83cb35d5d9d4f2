import { REVIEW_PAGE } from "@/lib/copy/medical-review"
import type { ReviewView } from "@/lib/data/medical-review"
import type { FieldDiff, WordPart } from "@/lib/domain/revisions/diff"

/**
 * What a Reviewer reads before deciding, as the link page shows it: the changes since the last approved version per
 * reviewed field (removed words struck through, added ones marked), then the version to review. Every value is
 * shown as text (Markdown unrendered), so nothing in the content can run or restyle the page.
 */
export function ReviewVersion({ view }: { view: ReviewView }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="review-diff" data-testid="review-diff">
        <h2 id="review-diff" className="mb-3 font-display text-lg font-semibold">
          {REVIEW_PAGE.diffHeading}
        </h2>
        {view.diff === null ? (
          <p className="text-sm text-muted-foreground">{REVIEW_PAGE.noApproval}</p>
        ) : view.diff.length === 0 ? (
          <p className="text-sm text-muted-foreground">{REVIEW_PAGE.noChanges}</p>
        ) : (
          view.diff.map((d) => <FieldChanges key={d.key} diff={d} />)
        )}
      </section>
      <section aria-labelledby="review-version" data-testid="review-version">
        <h2 id="review-version" className="mb-3 font-display text-lg font-semibold">
          {REVIEW_PAGE.versionHeading}
        </h2>
        {view.fields.map((f) => (
          <div key={f.key} className="mb-4">
            <h3 className="mb-1 text-sm font-semibold">{f.label}</h3>
            <pre data-field={f.key} className="rounded-md border bg-muted/30 p-3 font-sans text-sm break-words whitespace-pre-wrap">
              {f.value}
            </pre>
          </div>
        ))}
      </section>
    </div>
  )
}

function Words({ parts }: { parts: WordPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.change === "added" ? (
          <ins key={i} className="bg-green-100 text-green-900 no-underline">
            {p.text}
          </ins>
        ) : p.change === "removed" ? (
          <del key={i} className="bg-red-100 text-red-900">
            {p.text}
          </del>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  )
}

function FieldChanges({ diff }: { diff: FieldDiff }) {
  return (
    <div className="mb-4">
      <h3 className="mb-1 text-sm font-semibold">{diff.label}</h3>
      <pre data-field={diff.key} className="rounded-md border bg-muted/30 p-3 font-sans text-sm break-words whitespace-pre-wrap">
        {diff.lines
          ? diff.lines.map((b, i) => (
              <span key={i} className="block">
                {b.kind === "same" ? (
                  b.text || " "
                ) : b.kind === "skip" ? (
                  <span className="text-muted-foreground italic">… {b.lines} …</span>
                ) : b.kind === "added" ? (
                  <ins className="bg-green-100 text-green-900 no-underline">{b.text || " "}</ins>
                ) : b.kind === "removed" ? (
                  <del className="bg-red-100 text-red-900">{b.text || " "}</del>
                ) : (
                  <Words parts={b.parts} />
                )}
              </span>
            ))
          : <Words parts={diff.parts} />}
      </pre>
    </div>
  )
}
