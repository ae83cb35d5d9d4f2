import "server-only"

import { z } from "zod"

import type { ContentKind } from "@/lib/domain/types"
import { pageFormSchema, pageInputSchema, type PageInput } from "@/lib/domain/schemas/page"
import { postFormSchema, postInputSchema, type PostInput } from "@/lib/domain/schemas/post"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseInput } from "./errors"

// Long enough to read and click around; an editor previews again for a newer state.
const PREVIEW_MINUTES = 60

const kindSchema = z.enum(["post", "page"], { error: "Unknown content type" })
const idSchema = z.union([z.literal(null), z.uuid({ error: "Invalid id" })])

export type Preview = { kind: "post"; recordId: string | null; data: PostInput } | { kind: "page"; recordId: string | null; data: PageInput }

/** Stores the editor's unsaved form state for the signed-in admin; returns the preview's id. */
export async function createPreview(kind: unknown, recordId: unknown, values: unknown): Promise<{ id: string; kind: ContentKind; slug: string }> {
  const user = await requireContentAccess()
  const k = parseInput(kindSchema, kind)
  const rid = parseInput(idSchema, recordId ?? null)
  const data = k === "post" ? parseInput(postFormSchema, values) : parseInput(pageFormSchema, values)
  const { backend } = await resolveBackend()
  const expiresAt = new Date(Date.now() + PREVIEW_MINUTES * 60 * 1000).toISOString()
  const row = await backend.previews.create({ userId: user.id, kind: k, recordId: rid, data, expiresAt })
  return { id: row.id, kind: k, slug: data.slug }
}

/**
 * The preview for the signed-in admin who made it; null for anyone else, a signed-out browser or an expired
 * session: draft mode alone never shows a draft.
 */
export async function getPreview(id: unknown): Promise<Preview | null> {
  if (typeof id !== "string" || !z.uuid().safeParse(id).success) return null
  const user = await requireContentAccess().catch(() => null)
  if (!user) return null
  const { backend } = await resolveBackend()
  const row = await backend.previews.get(id.toLowerCase(), user.id)
  if (!row) return null
  try {
    return row.kind === "post"
      ? { kind: "post", recordId: row.record_id, data: parseInput(postInputSchema, row.data) }
      : { kind: "page", recordId: row.record_id, data: parseInput(pageInputSchema, row.data) }
  } catch (err) {
    if (err instanceof DataError) return null
    throw err
  }
}
