import type { ActionResult } from "./views"

import type { ContentKind } from "@/lib/domain/types"

export type { ContentKind }
/** The editor's form values as plain data (tags as text, schedule in the site's zone). */
export type FormValues = Record<string, unknown>

export type RevisionItem = { id: string; version: number; summary: string; author: string; createdAt: string }
/** A medical review step of the document (requested, opened, approved…), listed in its History beside the versions. */
export type ReviewStepItem = {
  id: string
  at: string
  kind: "requested" | "relinked" | "viewed" | "approved" | "recorded" | "changes" | "withdrawn" | "revoked" | "reminder"
  who: string
  comment: string
}
/** The record as stored now: its form values, version and who saved it. */
export type StoredState = { values: FormValues; version: number; savedBy: string; savedAt: string }

/** Server actions the editor's history, conflict handling and presence call (passed down by the page). */
export type EditorSafetyActions = {
  listRevisions(kind: ContentKind, id: string): Promise<ActionResult<RevisionItem[]>>
  /** The document's medical review steps (none for a type without review); absent where the editor shows none. */
  listReviewSteps?(kind: ContentKind, id: string): Promise<ActionResult<ReviewStepItem[]>>
  getRevision(kind: ContentKind, id: string, revisionId: string): Promise<ActionResult<{ values: FormValues; version: number }>>
  getStored(kind: ContentKind, id: string): Promise<ActionResult<StoredState>>
  heartbeat(kind: ContentKind, id: string): Promise<ActionResult<string[]>>
  leave(kind: ContentKind, id: string): Promise<ActionResult>
}

/** What the editor page gives the editor for history, drafts, conflicts and presence. */
export type EditorSafetyProps = {
  /** Local drafts are kept per user: another account in the same browser never sees them. */
  userId: string
  /** The stored version the form was loaded from (0 for a new record). */
  version: number
  lastEdited: { by: string; at: string } | null
  actions: EditorSafetyActions
}
