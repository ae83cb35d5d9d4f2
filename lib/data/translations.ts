import "server-only"

import { declarationOf } from "@/lib/domain/content"
import { translatableFields, type ContentTypeDeclaration } from "@/lib/domain/content/types"
import type { Locale } from "@/lib/domain/i18n"
import { originalId, publishedAlternates, translationEntries, type TranslationEntry, type TranslationRecord } from "@/lib/domain/i18n/translations"
import { isBuildPhase } from "@/lib/server/env"

import { requirePermission } from "./auth"
import type { Backend } from "@/lib/backend/types"
import { resolveBackend } from "./backend"
import { storeOf, type TranslatableKind } from "./documents"
import { DataError, parseId } from "./errors"

/**
 * The versions of a record in each language (docs/i18n.md): the editor's status line ("Spanish: missing / draft /
 * published / outdated") and the public alternates (hreflang). Creating a version is the content machinery's
 * (createTranslation in ./documents.ts).
 */

const declared = (kind: TranslatableKind) => declarationOf(kind)

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Whether the original's translatable content changed since the version a translation was saved against: its
 * revision at that version is compared with the original now (a publish or a change of a flag or an image does not
 * count). When that revision is no longer kept, any newer version counts.
 */
async function changedSince(backend: Backend, type: ContentTypeDeclaration, original: Record<string, unknown>, sourceVersion: number): Promise<boolean> {
  if (Number(original.version ?? 1) <= sourceVersion) return false
  const kind = type.name as TranslatableKind
  const id = String(original.id)
  const summary = (await backend.revisions.list(kind, id)).find((r) => r.version === sourceVersion)
  const then = summary ? await backend.revisions.get(kind, id, summary.id) : null
  if (!then) return true
  return translatableFields(type).some((field) => !same(then.data[field], original[field]))
}

/**
 * For every locale of the site, the record's version there: { locale, status: missing | draft | scheduled |
 * published | outdated, state, outdated, original, id, slug }. `id` may name the original or any translation.
 */
export async function listTranslations(kind: TranslatableKind, id: unknown): Promise<TranslationEntry[]> {
  const type = declared(kind)
  await requirePermission(type.access.read)
  const recordId = parseId(id)
  const { backend } = await resolveBackend()
  const store = storeOf(backend, type)
  const group = await store.translations!(recordId)
  if (group.length === 0) throw new DataError("not_found", type.notFound)
  const rootId = originalId(group[0]!)
  const original = await store.get(rootId)
  const outdated = new Map<string, boolean>()
  for (const r of group) {
    if (r.translation_of === null || r.source_version === null || !original) continue
    outdated.set(r.id, await changedSince(backend, type, original, r.source_version))
  }
  return translationEntries(group, (r) => outdated.get(r.id) === true)
}

/**
 * PUBLIC: the addresses of a record's published versions, one per locale, itself included ({ locale, path }: the
 * hreflang alternates). None when the record itself is not published: a version that is a draft, scheduled or
 * missing is never named. Read without a session (the caller runs it as an anonymous visitor).
 */
export async function publishedTranslationPaths(kind: TranslatableKind, id: string): Promise<{ locale: Locale; path: string }[]> {
  if (isBuildPhase()) return []
  const type = declared(kind)
  const { backend } = await resolveBackend()
  const group: TranslationRecord[] = await storeOf(backend, type).translations!(id)
  if (!group.some((r) => r.id === id && r.published)) return []
  return publishedAlternates(group, (slug) => type.publicPath({ slug }))
}
