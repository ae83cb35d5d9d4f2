"use server"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { getReviewStatus, requestMedicalReview, revokeReviewRequest } from "@/lib/data/medical-review"
import type { ContentKind } from "@/lib/domain/types"

/** The editor's Medical review box: ask a reviewer (the link is e-mailed and returned once), revoke a request. */
export async function requestReviewAction(kind: ContentKind, id: string, values: unknown) {
  return runAdminAction("requestMedicalReview", { kind, id }, async () => {
    const { link, mailed } = await requestMedicalReview(kind, id, values)
    return { link, mailed, status: await getReviewStatus(kind, id) }
  })
}

export async function revokeReviewAction(kind: ContentKind, id: string, requestId: string) {
  return runAdminAction("revokeReviewRequest", { kind, id, requestId }, async () => {
    await revokeReviewRequest(kind, id, requestId)
    return getReviewStatus(kind, id)
  })
}

