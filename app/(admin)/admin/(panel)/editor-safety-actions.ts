import type { EditorSafetyActions } from "@/lib/data/admin/editor-safety-types"

import { getRevisionAction, getStoredAction, heartbeatAction, leaveEditorAction, listReviewStepsAction, listRevisionsAction } from "./revision-actions"

/** The server actions behind the editors' history, conflict dialog and presence notice. */
export const EDITOR_SAFETY_ACTIONS: EditorSafetyActions = {
  listRevisions: listRevisionsAction,
  listReviewSteps: listReviewStepsAction,
  getRevision: getRevisionAction,
  getStored: getStoredAction,
  heartbeat: heartbeatAction,
  leave: leaveEditorAction,
}
