import type { ContentKind } from "@/lib/domain/types"
import "server-only"

import type { DocumentRow, PageRow, PostRow, RevisionSnapshot } from "@/lib/domain/types"
import { getCurrentUser } from "@/lib/data/auth"
import { CONTENT_TYPES } from "@/lib/domain/content"
import type { EditorSafetyActions, EditorSafetyProps, FormValues } from "@/lib/data/admin/editor-safety-types"

/** What the editor needs for local drafts, the version check and "Last edited by". */
export async function loadEditorSafety(row: PostRow | PageRow | DocumentRow | null, actions: EditorSafetyActions): Promise<EditorSafetyProps> {
  const user = await getCurrentUser()
  return {
    userId: user?.id ?? "",
    version: row?.version ?? 0,
    lastEdited: row?.updated_by_email ? { by: row.updated_by_email, at: row.updated_at } : null,
    actions,
  }
}

/** A stored snapshot as the editor's form values (a scheduled time still ahead shows in the Schedule field). */
export function snapshotFormValues(kind: ContentKind, data: RevisionSnapshot, timeZone: string): FormValues {
  const at = typeof data.publish_at === "string" ? data.publish_at : null
  const live = data.published === true && (at === null || Date.parse(at) <= Date.now())
  const row = { ...data, published: live, publish_at: at }
  return CONTENT_TYPES[kind].toFormValues(row, timeZone) as FormValues
}
