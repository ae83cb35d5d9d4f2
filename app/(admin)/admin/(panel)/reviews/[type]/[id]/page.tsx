import type { Metadata } from "next"
import Link from "next/link"
import { redirect, unstable_rethrow } from "next/navigation"

import { MEMBER_REVIEW as T, REVIEW_MESSAGES, REVIEW_PAGE } from "@/lib/copy/medical-review"
import { requireMember } from "@/lib/data/auth"
import { isDataError } from "@/lib/data/errors"
import { getReviewForMember, type ReviewView } from "@/lib/data/medical-review"
import { can, refusal } from "@/lib/domain/policy"
import { NoAccess } from "@/components/admin/no-access"
import { PageHeader } from "@/components/admin/page-header"
import { MemberDecisionForm } from "@/components/admin/reviews/member-decision-form"
import { ReviewVersion } from "@/components/admin/reviews/review-version"

import { decideMemberReviewAction } from "../../actions"

export const metadata: Metadata = { title: REVIEW_PAGE.heading }

type Props = { params: Promise<{ type: string; id: string }> }

/** The request, or why it cannot be shown (in words): no longer open, or no reviewable content at this address. */
async function load(type: string, id: string): Promise<{ view: ReviewView } | { problem: string; body?: string }> {
  try {
    return { view: await getReviewForMember(type, id) }
  } catch (error) {
    unstable_rethrow(error)
    if (isDataError(error) && error.code === "unauthorized") redirect("/admin/login")
    if (isDataError(error) && error.code === "not_found") return { problem: REVIEW_MESSAGES.requestNotPending, body: T.notOpenBody }
    if (isDataError(error) && error.code === "validation") return { problem: T.notReviewable }
    console.error("[admin:getReviewForMember] load failed", error)
    return { problem: T.loadFailed }
  }
}

/** A Reviewer's screen for one request: the version to review with its diff, and their decision. */
export default async function MemberReviewPage({ params }: Props) {
  const { type, id } = await params
  const me = await requireMember()
  if (!can(me.role, "review")) return <NoAccess title={REVIEW_PAGE.heading} message={refusal("review")} />
  const crumbs = [{ label: T.title, href: "/admin/reviews" }]
  const loaded = await load(type, id)
  if ("problem" in loaded) {
    return (
      <>
        <PageHeader title={REVIEW_PAGE.heading} crumbs={crumbs} />
        <div role="status" className="rounded-md border bg-background p-4 text-sm" data-testid="review-problem">
          <p className="font-medium">{loaded.problem}</p>
          {loaded.body ? <p className="mt-1 text-muted-foreground">{loaded.body}</p> : null}
        </div>
        <Link href="/admin/reviews" className="mt-4 inline-block text-sm underline-offset-2 hover:underline">
          {T.back}
        </Link>
      </>
    )
  }
  const { view } = loaded
  return (
    <>
      <PageHeader title={view.title || REVIEW_PAGE.heading} crumbs={crumbs} />
      <div className="-mt-4 mb-6 space-y-1 text-muted-foreground">
        <p>{REVIEW_PAGE.intro(view.title)}</p>
        {view.request.due_date ? <p>{REVIEW_PAGE.due(view.request.due_date)}</p> : null}
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ReviewVersion view={view} />
        <div className="lg:sticky lg:top-20 lg:self-start">
          <MemberDecisionForm kind={type} id={id} contentHash={view.contentHash} reviewer={view.reviewer} action={decideMemberReviewAction} />
        </div>
      </div>
    </>
  )
}
