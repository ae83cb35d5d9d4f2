"use server"

import { refresh } from "next/cache"

import { savedBy, scheduledFor } from "@/lib/data/admin/dto"
import { runAdminAction } from "@/lib/data/admin/run-action"
import { isDataError, parseInput } from "@/lib/data/errors"
import { createPage, deletePage as deletePageRow, setPagePublished, updatePage } from "@/lib/data/pages"
import { pageFormSchema } from "@/lib/domain/schemas/page"
import type { SavedRecord } from "@/components/admin/editor/types"

// Public paths (/{slug} and the sitemap) are revalidated by the data layer itself
// (lib/server/cache/revalidate.ts); refresh() re-renders the admin screen that called the action.

export async function savePage(id: string | null, values: unknown, opts?: { version?: unknown }) {
  return runAdminAction<SavedRecord>("savePage", { id }, async () => {
    const input = parseInput(pageFormSchema, values)
    const row = id === null ? await createPage(input) : await updatePage(id, input, opts?.version ?? null)
    return { id: row.id, slug: row.slug, published: row.published, scheduledFor: scheduledFor(row), ...savedBy(row) }
  })
}

export async function togglePagePublished(id: string, published: boolean, version?: number) {
  return runAdminAction("togglePagePublished", { id, published, version }, async () => {
    const row = await setPagePublished(id, published, version ?? null).catch((err: unknown) => {
      // A stale list: show the rows as they are now, so the next click acts on what the user sees.
      if (isDataError(err) && err.conflict) refresh()
      throw err
    })
    refresh()
    return { published: row.published }
  })
}

export async function deletePage(id: string) {
  return runAdminAction("deletePage", { id }, async () => {
    await deletePageRow(id)
    refresh()
  })
}
