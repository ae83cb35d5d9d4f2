"use server"

import { snapshotFormValues } from "@/lib/data/admin/editor-safety"
import { runAdminAction } from "@/lib/data/admin/run-action"
import { listReviewSteps } from "@/lib/data/medical-review"
import { getPageById } from "@/lib/data/pages"
import { getPostById } from "@/lib/data/posts"
import { editorHeartbeat, getRevision, leaveEditor, listRevisions } from "@/lib/data/revisions"
import { siteTimeZone } from "@/lib/data/schedule"
import type { ContentKind } from "@/lib/data/admin/editor-safety-types"

// History, conflict handling and presence of the post and page editors. Each data function checks the session.

export async function listRevisionsAction(kind: ContentKind, id: string) {
  return runAdminAction("listRevisions", { kind, id }, async () =>
    (await listRevisions(kind, id)).map((r) => ({ id: r.id, version: r.version, summary: r.summary, author: r.author_email, createdAt: r.created_at })),
  )
}

/** The document's medical review steps, shown in its History beside the saved versions. */
export async function listReviewStepsAction(kind: ContentKind, id: string) {
  return runAdminAction("listReviewSteps", { kind, id }, async () => listReviewSteps(kind, id))
}

export async function getRevisionAction(kind: ContentKind, id: string, revisionId: string) {
  return runAdminAction("getRevision", { kind, id, revisionId }, async () => {
    const rev = await getRevision(kind, id, revisionId)
    return { values: snapshotFormValues(kind, rev.data, siteTimeZone()), version: rev.version }
  })
}

/** The record as stored now (after a conflict: "their version"). */
export async function getStoredAction(kind: ContentKind, id: string) {
  return runAdminAction("getStored", { kind, id }, async () => {
    const row = kind === "page" ? await getPageById(id) : await getPostById(id)
    return {
      values: snapshotFormValues(kind, { ...row, published: row.published || row.publish_at !== null }, siteTimeZone()),
      version: row.version,
      savedBy: row.updated_by_email,
      savedAt: row.updated_at,
    }
  })
}

export async function heartbeatAction(kind: ContentKind, id: string) {
  return runAdminAction("editorHeartbeat", { kind, id }, async () => (await editorHeartbeat(kind, id)).map((p) => p.email))
}

export async function leaveEditorAction(kind: ContentKind, id: string) {
  return runAdminAction("leaveEditor", { kind, id }, async () => leaveEditor(kind, id))
}
