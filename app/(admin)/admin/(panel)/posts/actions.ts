"use server"

import { refresh } from "next/cache"

import { scheduledFor } from "@/lib/admin/dto"
import { runAdminAction } from "@/lib/admin/run-action"
import { parseInput } from "@/lib/data/errors"
import { createPost, deletePost as deletePostRow, setPostPublished, updatePost } from "@/lib/data/posts"
import { postFormSchema } from "@/lib/schemas/post"
import type { SavedRecord } from "@/components/admin/editor/types"

// Public paths (blog list, post, categories, sitemaps, RSS) are revalidated by the data layer itself
// (lib/data/revalidate.ts); refresh() re-renders the admin screen that called the action.

export async function savePost(id: string | null, values: unknown) {
  return runAdminAction<SavedRecord>("savePost", { id }, async () => {
    const input = parseInput(postFormSchema, values)
    const row = id === null ? await createPost(input) : await updatePost(id, input)
    return { id: row.id, slug: row.slug, published: row.published, scheduledFor: scheduledFor(row) }
  })
}

export async function togglePostPublished(id: string, published: boolean) {
  return runAdminAction("togglePostPublished", { id, published }, async () => {
    const row = await setPostPublished(id, published)
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
