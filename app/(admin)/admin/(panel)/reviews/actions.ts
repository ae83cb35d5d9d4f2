"use server"

import { redirect } from "next/navigation"

import { runMemberAction } from "@/lib/data/admin/run-action"
import { DataError } from "@/lib/data/errors"
import { decideAsMember } from "@/lib/data/medical-review"
import { REVIEW_MESSAGES } from "@/lib/copy/medical-review"
import type { MemberDecisionOutcome } from "@/components/admin/reviews/member-decision-form"

/**
 * A Reviewer's decision on the request addressed to them (decideAsMember requires the Reviewer role and their own
 * request). Recorded: the Reviewer is sent back to their list, which thanks them. The content changed meanwhile:
 * nothing recorded, `changed` (the page then shows the new diff).
 */
export async function decideMemberReviewAction(kind: string, id: string, values: unknown) {
  return runMemberAction<MemberDecisionOutcome>("decideAsMember", { kind, id }, async () => {
    const result = await decideAsMember(kind, id, values)
    // Recorded: back to their list, which says so (the request's own screen now reads "no longer open").
    if (result.ok) redirect(`/admin/reviews?done=${result.decision}`)
    if ("changed" in result) return { outcome: "changed" }
    throw new DataError("conflict", REVIEW_MESSAGES.requestNotPending)
  })
}
