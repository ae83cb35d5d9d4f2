"use server"

import { refresh } from "next/cache"

import { savedBy, scheduledFor } from "@/lib/data/admin/dto"
import { runAdminAction } from "@/lib/data/admin/run-action"
import { isDataError, parseInput } from "@/lib/data/errors"
import { createPost, deletePost as deletePostRow, setPostPublished, updatePost } from "@/lib/data/posts"
import { postFormSchema } from "@/lib/domain/schemas/post"
import type { SavedRecord } from "@/components/admin/editor/types"

// Public paths (blog list, post, categories, sitemaps, RSS) are revalidated by the data layer itself
// (lib/server/cache/revalidate.ts); refresh() re-renders the admin screen that called the action.

export async function savePost(id: string | null, values: unknown, opts?: { version?: unknown }) {
  return runAdminAction<SavedRecord>("savePost", { id }, async () => {
    const input = parseInput(postFormSchema, values)
    const row = id === null ? await createPost(input) : await updatePost(id, input, opts?.version ?? null)
    return { id: row.id, slug: row.slug, published: row.published, scheduledFor: scheduledFor(row), ...savedBy(row) }
  })
}

export async function togglePostPublished(id: string, published: boolean, version?: number) {
  return runAdminAction("togglePostPublished", { id, published, version }, async () => {
    const row = await setPostPublished(id, published, version ?? null).catch((err: unknown) => {
      // A stale list: show the rows as they are now, so the next click acts on what the user sees.
      if (isDataError(err) && err.conflict) refresh()
      throw err
    })
    refresh()
    return { published: row.published }
  })
}

export async function deletePost(id: string) {
  return runAdminAction("deletePost", { id }, async () => {
    await deletePostRow(id)
    refresh()
  })
}
