import type { EditorSafetyActions } from "@/lib/data/admin/editor-safety-types"

import { getRevisionAction, getStoredAction, heartbeatAction, leaveEditorAction, listRevisionsAction } from "./revision-actions"

/** The server actions behind the editors' history, conflict dialog and presence notice. */
export const EDITOR_SAFETY_ACTIONS: EditorSafetyActions = {
  listRevisions: listRevisionsAction,
  getRevision: getRevisionAction,
  getStored: getStoredAction,
  heartbeat: heartbeatAction,
  leave: leaveEditorAction,
}
