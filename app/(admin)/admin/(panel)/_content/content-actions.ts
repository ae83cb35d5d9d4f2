import "server-only"

import { refresh } from "next/cache"

import { savedBy, scheduledFor } from "@/lib/data/admin/dto"
import { runAdminAction } from "@/lib/data/admin/run-action"
import { createDocument, deleteDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { isDataError } from "@/lib/data/errors"
import type { ContentTypeName } from "@/lib/domain/content"
import type { ContentKind } from "@/lib/domain/types"
import type { SavedRecord } from "@/components/admin/editor/types"

/**
 * The post and page screens' server actions, once for every publishing type: each route's actions.ts binds its
 * type ("use server" files export only their own async functions). The values go to the data layer as the form
 * sent them; it parses them once, with the type's declared input schema. Public paths are refreshed by the data
 * layer itself (the declaration's cache targets); refresh() re-renders the admin list that called an action.
 */
/** "post" → "Post": the type in the names the admin log gives its operations (savePost, getPostById…). */
export const capitalized = (name: ContentTypeName) => name.replace(/(?:^|_)(\w)/g, (_, c: string) => c.toUpperCase())

/** What the editor needs after a save to go on without reloading: the saved state and the version to save on top of. */
export async function saveContent(name: ContentKind, id: string | null, values: unknown, opts?: { version?: unknown }) {
  return runAdminAction<SavedRecord>(`save${capitalized(name)}`, { id }, async () => {
    const row = id === null ? await createDocument(name, values) : await updateDocument(name, id, values, opts?.version ?? null)
    return { id: row.id, slug: row.slug, published: row.published, scheduledFor: scheduledFor(row), ...savedBy(row) }
  })
}

export async function toggleContentPublished(name: ContentKind, id: string, published: boolean, version?: number) {
  return runAdminAction(`toggle${capitalized(name)}Published`, { id, published, version }, async () => {
    const row = await setDocumentPublished(name, id, published, version ?? null).catch((err: unknown) => {
      // A stale list: show the rows as they are now, so the next click acts on what the user sees.
      if (isDataError(err) && err.conflict) refresh()
      throw err
    })
    refresh()
    return { published: row.published }
  })
}

/** Any content type's delete (people too: the data layer refuses a person posts still name). */
export async function deleteContent(name: ContentTypeName, id: string) {
  return runAdminAction(`delete${capitalized(name)}`, { id }, async () => {
    await deleteDocument(name, id)
    refresh()
  })
}
