import "server-only"

import { z } from "zod"

import type { ContentKind, DocumentTypeName } from "@/lib/domain/types"
import { CONTENT_TYPES, declarationOf } from "@/lib/domain/content"
import { CONTENT_KINDS } from "@/lib/domain/content/names"
import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"
import type { PageInput } from "@/lib/domain/schemas/page"
import type { PostInput } from "@/lib/domain/schemas/post"

import type { Locale } from "@/lib/domain/i18n"
import { storedLocale } from "@/lib/domain/i18n/translations"

import { requireContentAccess } from "./auth"
import { storeOf } from "./documents"
import { resolveBackend } from "./backend"
import { DataError, parseInput } from "./errors"

// Long enough to read and click around; an editor previews again for a newer state (the live preview renews it).
const PREVIEW_MINUTES = 60

const kindSchema = z.enum(CONTENT_KINDS, { error: "Unknown content type" })
const idSchema = z.union([z.literal(null), z.uuid({ error: "Invalid id" })])

/** A document's unsaved form state: its type's fields, checked like a save (sections, structured values, SEO). */
export type DocumentPreviewData = Record<string, unknown> & { title: string; slug: string }

export type Preview =
  | { kind: "post"; recordId: string | null; data: PostInput }
  | { kind: "page"; recordId: string | null; data: PageInput }
  | { kind: DocumentTypeName; recordId: string | null; data: DocumentPreviewData }

const expiry = () => new Date(Date.now() + PREVIEW_MINUTES * 60 * 1000).toISOString()
const parseValues = (kind: ContentKind, values: unknown) => parseInput(CONTENT_TYPES[kind].schema.form, values) as { slug: string }

/**
 * Stores the editor's unsaved form state for the signed-in admin; returns the preview's id, and the language of the
 * record it previews (a new record is in the default language), whose address the preview opens on.
 */
export async function createPreview(kind: unknown, recordId: unknown, values: unknown): Promise<{ id: string; kind: ContentKind; slug: string; locale: Locale }> {
  const user = await requireContentAccess()
  const k = parseInput(kindSchema, kind)
  const rid = parseInput(idSchema, recordId ?? null)
  const data = parseValues(k, values)
  const { backend } = await resolveBackend()
  const record = rid ? await storeOf(backend, declarationOf(k)).get(rid) : null
  const row = await backend.previews.create({ userId: user.id, kind: k, recordId: rid, data, expiresAt: expiry() })
  return { id: row.id, kind: k, slug: data.slug, locale: storedLocale(record?.locale) }
}

/**
 * The live preview: replaces the state of the signed-in admin's own preview (checked like a save, against the
 * preview's kind) and renews its expiry. Another member's preview, an expired one or a malformed id is not found.
 */
export async function updatePreview(id: unknown, values: unknown): Promise<{ id: string; kind: ContentKind }> {
  const user = await requireContentAccess()
  const pid = typeof id === "string" && z.uuid().safeParse(id).success ? id.toLowerCase() : null
  const { backend } = await resolveBackend()
  const row = pid ? await backend.previews.get(pid, user.id) : null
  if (!row) throw new DataError("not_found", PREVIEW_MESSAGES.livePreviewExpired)
  const data = parseValues(row.kind, values)
  const updated = await backend.previews.update(row.id, user.id, data, expiry())
  if (!updated) throw new DataError("not_found", PREVIEW_MESSAGES.livePreviewExpired)
  return { id: updated.id, kind: updated.kind }
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
    return { kind: row.kind, recordId: row.record_id, data: parseInput(CONTENT_TYPES[row.kind].schema.input, row.data) } as Preview
  } catch (err) {
    if (err instanceof DataError) return null
    throw err
  }
}
