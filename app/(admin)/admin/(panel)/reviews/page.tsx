import type { Metadata } from "next"
import Link from "next/link"

import { MEMBER_REVIEW, REVIEW_PAGE, REVIEW_QUEUE as T } from "@/lib/copy/medical-review"
import { loadForScreen } from "@/lib/data/admin/load"
import { requireMember } from "@/lib/data/auth"
import { getReviewQueue, listMyReviewRequests, type QueueItem } from "@/lib/data/medical-review"
import { can } from "@/lib/domain/policy"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { MyReviewRequests } from "@/components/admin/reviews/my-review-requests"

export const metadata: Metadata = { title: T.title }

function QueueTable({ label, items, empty, late, testId }: { label: string; items: QueueItem[]; empty: string; late: string; testId: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <table className="w-full text-sm" aria-label={label} data-testid={testId}>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th className="py-2 font-medium">{T.document}</th>
          <th className="py-2 font-medium">{T.language}</th>
          <th className="py-2 font-medium">{T.reviewer}</th>
          <th className="py-2 font-medium">{T.due}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={`${i.documentId}-${i.date}`} className="border-t" data-late={i.late}>
            <td className="py-2">
              <Link href={i.editHref} className="font-medium underline-offset-2 hover:underline">
                {i.title || i.documentId}
              </Link>
            </td>
            <td className="py-2 uppercase">{i.locale}</td>
            <td className="py-2">{i.who}</td>
            <td className="py-2">
              {i.date ?? T.noDate}
              {i.late ? <strong className="ml-2 text-destructive">{late}</strong> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A Reviewer's own open requests, each linking to its version and decision form. */
async function MyReviews({ done }: { done: string | undefined }) {
  const loaded = await loadForScreen("listMyReviewRequests", () => listMyReviewRequests())
  const thanks = done === "approve" ? REVIEW_PAGE.approved : done === "changes" ? REVIEW_PAGE.changesRequested : null
  return (
    <>
      <PageHeader title={MEMBER_REVIEW.title} />
      <p className="-mt-4 mb-6 text-muted-foreground">{MEMBER_REVIEW.intro}</p>
      {thanks ? (
        <p role="status" className="mb-6 rounded-md border bg-background p-4 text-sm font-medium" data-testid="review-done">
          {thanks}
        </p>
      ) : null}
      {loaded.ok ? <MyReviewRequests items={loaded.data} /> : <LoadErrorToast description={MEMBER_REVIEW.loadFailed} />}
    </>
  )
}

/**
 * The review queue: what is with a reviewer (overdue first flagged) and what is due for re-review. A member with the
 * Reviewer role sees the requests addressed to them instead.
 */
export default async function ReviewQueuePage({ searchParams }: { searchParams: Promise<{ done?: string | string[] }> }) {
  const me = await requireMember()
  if (!can(me.role, "content") && can(me.role, "review")) {
    const { done } = await searchParams
    return <MyReviews done={typeof done === "string" ? done : undefined} />
  }
  const loaded = await loadForScreen("getReviewQueue", () => getReviewQueue())
  return (
    <>
      <PageHeader title={T.title} />
      <p className="-mt-4 mb-6 text-muted-foreground">{T.intro}</p>
      {loaded.ok ? (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="in-review">
            <h2 id="in-review" className="mb-3 font-display text-lg font-semibold">
              {T.inReview}
            </h2>
            <QueueTable label={T.inReview} items={loaded.data.inReview} empty={T.noneInReview} late={T.overdue} testId="queue-in-review" />
          </section>
          <section aria-labelledby="re-review">
            <h2 id="re-review" className="mb-3 font-display text-lg font-semibold">
              {T.reReview}
            </h2>
            <QueueTable label={T.reReview} items={loaded.data.reReview} empty={T.noneDue} late={T.pastDue} testId="queue-re-review" />
          </section>
        </div>
      ) : null}
    </>
  )
}
