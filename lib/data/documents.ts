import "server-only"

import { z } from "zod"

import type { Backend, SaveMeta, TranslationOrigin } from "@/lib/backend/types"
import { declarationOf, type ContentTypeName } from "@/lib/domain/content"
import { localizedCacheTargets, RESOLVED_REFS, type ContentTypeDeclaration } from "@/lib/domain/content/types"
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from "@/lib/domain/i18n"
import type { TranslationRecord } from "@/lib/domain/i18n/translations"
import type { AuditEntryInput, ContentKind, DocumentRow, DocumentTypeName, PersonRow, PageRow, PostRow } from "@/lib/domain/types"
import { expireAtPublishTime, refreshCacheTargets } from "@/lib/server/cache/revalidate"

import { auditEntry, contentActions, pruneAuditLog, type AuditAction } from "./audit"
import { requirePermission, type AdminUser } from "./auth"
import { CONSENT_DOCUMENT, recordConsentVersions } from "./consent"
import { resolveBackend } from "./backend"
import { enforcePublishChecklist } from "./checklist"
import { slugTaken, translationExists } from "@/lib/domain/errors"

import { DataError, inWords, parseId, parseInput } from "./errors"
import { reviewGate } from "./medical-review"
import { contentRedirectsMayChange, moveContentRedirects } from "./redirects"
import { reloadRedirectTable } from "./redirect-table"
import { parseExpectedVersion } from "./revisions"
import { toScheduled } from "./schedule"

/**
 * The generic editorial machinery: create, update, publish, unpublish, schedule and delete for every content type,
 * driven by its declaration (lib/domain/content). Each operation checks the declared permission, parses the input
 * once with the declared schema, and commits the write, its revision, its redirect change and its audit entry in one
 * transaction; the public pages are refreshed after the commit. Where the database writes a save's redirect change
 * and audit entries itself, in the write's own transaction (Backend.contentHooksInDatabase: Supabase), the machinery
 * writes neither and only reloads the redirect table after the commit.
 */

/** The stored record of each type. */
export type RowOf = { post: PostRow; page: PageRow; person: PersonRow } & Record<DocumentTypeName, DocumentRow>

type Row = {
  id: string
  slug: string
  published?: boolean
  publish_at?: string | null
  version?: number
  locale?: Locale
  translation_of?: string | null
} & Record<string, unknown>

/** What the machinery needs of a type's store; the Backend's posts, pages and people stores provide it. */
type DocumentStore = {
  get(id: string): Promise<Row | null>
  create(input: unknown, meta?: SaveMeta, origin?: TranslationOrigin): Promise<Row>
  update(id: string, input: unknown, meta?: SaveMeta): Promise<Row | null>
  setPublished?(id: string, published: boolean, meta?: SaveMeta): Promise<Row | null>
  remove(id: string): Promise<Row | null>
  /** Documents that name this one in a reference field (a person on posts): it cannot be deleted while any do. */
  references?(id: string): Promise<{ id: string; title: string; field: string }[]>
  /** The versions of the record in each language (types with translations: posts, pages, documents). */
  translations?(id: string): Promise<TranslationRecord[]>
}

/** The content types whose records have a version per language (docs/i18n.md). */
export type TranslatableKind = "post" | "page" | DocumentTypeName

type AnyType = ContentTypeDeclaration

const declared = (name: ContentTypeName): AnyType => declarationOf(name)
/** Every type's documents are kept by the one document store. */
export const storeOf = (backend: Backend, type: AnyType): DocumentStore => backend.documents.of(type.name as ContentTypeName)
const notFound = (type: AnyType) => new DataError("not_found", type.notFound)
const titleOf = (type: AnyType, row: Row) => String(row[type.titleField] ?? "")

/** A save's input: the declared schema, then the type's own rules, reserved slugs, references and the schedule. */
async function parseDocument(backend: Backend, type: AnyType, input: unknown): Promise<Record<string, unknown>> {
  const data = parseInput(type.schema.input, input) as Record<string, unknown>
  const invalid = type.validate?.(data)
  if (invalid) {
    const messages = Object.values(invalid)
    throw new DataError("validation", messages[0]!, { fieldErrors: Object.fromEntries(Object.entries(invalid).map(([f, m]) => [f, [m]])) })
  }
  if (type.reservedSlug?.(String(data.slug ?? ""))) {
    throw slugTaken()
  }
  for (const field of type.fields) {
    const id = data[field.name]
    if (field.kind !== "reference" || !field.references || typeof id !== "string" || !id) continue
    if (!(await storeOf(backend, declared(field.references as ContentTypeName)).get(id))) {
      const message = field.referenceMissing ?? `Choose a ${field.label.toLowerCase()} from the list`
      throw new DataError("validation", message, { fieldErrors: { [field.name]: [message] } })
    }
  }
  const refs = await structuredReferences(backend, type, data)
  if (refs) data[RESOLVED_REFS] = refs
  return type.publishable ? toScheduled(data as { published: boolean; schedule: string }) : data
}

/**
 * The documents a save's structured fields name by slug (a lines field with `references`, inside a "data" field: an
 * event's speakers), as references "field:index" → id; null when the type has none. A slug naming nothing is
 * refused with the field's words, so an editor's typo never silently drops a speaker.
 */
async function structuredReferences(backend: Backend, type: AnyType, data: Record<string, unknown>): Promise<Record<string, string> | null> {
  let refs: Record<string, string> | null = null
  for (const field of type.fields) {
    if (field.kind !== "data" || !field.dataFields) continue
    const value = (data[field.name] as Record<string, unknown> | null | undefined) ?? {}
    for (const sub of field.dataFields) {
      if (sub.kind !== "lines" || !sub.references) continue
      refs ??= {}
      const slugs = Array.isArray(value[sub.name]) ? (value[sub.name] as unknown[]).map((s) => String(s).trim()).filter(Boolean) : []
      for (const [i, slug] of slugs.entries()) {
        const named = await backend.documents.getPublished(sub.references as DocumentTypeName, slug, DEFAULT_LOCALE)
        if (!named) {
          const message = sub.referenceMissing?.(slug) ?? `Nothing has the slug "${slug}"`
          throw new DataError("validation", message, { fieldErrors: { [field.name]: [message] } })
        }
        refs[`${sub.name}:${i}`] = named.id
      }
    }
  }
  return refs
}

const saveMeta = (user: AdminUser, expectedVersion: number | null): SaveMeta => ({ userId: user.id, email: user.email, expectedVersion })

function entry(user: AdminUser, action: AuditAction, type: AnyType, row: Row): AuditEntryInput {
  return auditEntry(user, action, { type: type.name as ContentTypeName, id: row.id, label: titleOf(type, row) })
}

/**
 * The audit entries of a change, inside the change's transaction: when one cannot be written, the change is rolled
 * back with it. Where the database writes them with the change (contentHooksInDatabase), nothing is left to do.
 */
async function recordInSave(tx: Backend, entries: AuditEntryInput[]): Promise<void> {
  if (tx.contentHooksInDatabase) return
  for (const e of entries) await tx.audit.record(e)
}

/**
 * The redirect change of a save, inside its transaction (moveContentRedirects); returns whether the redirect table
 * may have changed, so that it is reloaded after the commit. Where the database makes the change with the write
 * (contentHooksInDatabase), only the latter is decided here.
 */
async function redirectsInSave(tx: Backend, type: AnyType, before: Row | null, after: Row): Promise<boolean> {
  if (tx.contentHooksInDatabase) return contentRedirectsMayChange(type, before, after)
  return moveContentRedirects(tx, type, before, after)
}

/**
 * The contact details hold the lead forms' consent wording (lib/data/consent.ts): before a save of theirs, the
 * wording live until now gets its version (its earlier number), after it the wording live since.
 */
async function consentBeforeSave(backend: Backend, type: AnyType, id: string): Promise<void> {
  if (type.name !== CONSENT_DOCUMENT) return
  const row = await storeOf(backend, type).get(id)
  await recordConsentVersions(backend, row?.locale ?? null, null)
}

/** What a save amounted to, for the audit log: publishing types say created/published/scheduled…, others create/update. */
function actionsOf(type: AnyType, before: Row | null, after: Row): AuditAction[] {
  if (type.publishable) return contentActions(before as never, after as never)
  return [before ? "update" : "create"]
}

/** After the commit: the redirect table, the public pages, a schedule's expiry, the audit log's retention. */
async function afterCommit(backend: Backend, type: AnyType, rows: Row[], redirectsChanged: boolean): Promise<void> {
  if (redirectsChanged) await reloadRedirectTable(backend)
  // A translation's pages are at its locale's addresses (/es/blog/{slug}).
  await refreshCacheTargets(localizedCacheTargets(type.cacheTargets(...(rows as never[])), rows[0]?.locale ?? DEFAULT_LOCALE))
  const last = rows[rows.length - 1]
  if (type.publishable && last) await expireAtPublishTime(last.publish_at ?? null)
  await pruneAuditLog(backend)
}

async function checklistGate(type: AnyType, fields: Record<string, unknown>): Promise<void> {
  if (!type.checklistInput) return
  await enforcePublishChecklist(type.name as ContentKind, type.checklistInput(fields), fields.published === true)
}

export async function createDocument<N extends ContentTypeName>(name: N, input: unknown): Promise<RowOf[N]> {
  const type = declared(name)
  const user = await requirePermission(type.access.create)
  const { backend } = await resolveBackend()
  const data = await parseDocument(backend, type, input)
  await checklistGate(type, data)
  if (type.name === CONSENT_DOCUMENT) await recordConsentVersions(backend, (data as { locale?: string }).locale ?? DEFAULT_LOCALE, null)
  const { row, redirectsChanged } = await backend.transaction(async (tx) => {
    const row = await storeOf(tx, type).create(data, saveMeta(user, null))
    await reviewGate(tx, name, row, user)
    const redirectsChanged = type.redirectOnSlugChange ? await redirectsInSave(tx, type, null, row) : false
    await recordInSave(tx, actionsOf(type, null, row).map((action) => entry(user, action, type, row)))
    return { row, redirectsChanged }
  })
  await afterCommit(backend, type, [row], redirectsChanged)
  if (type.name === CONSENT_DOCUMENT) await recordConsentVersions(backend, row.locale, user.id)
  return row as RowOf[N]
}

/** expectedVersion: the version the editor loaded; the save is refused (conflict) when it changed. null overwrites. */
export async function updateDocument<N extends ContentTypeName>(name: N, id: unknown, input: unknown, expectedVersion: unknown = null): Promise<RowOf[N]> {
  const type = declared(name)
  const user = await requirePermission(type.access.update)
  const recordId = parseId(id)
  const version = type.revisions ? parseExpectedVersion(expectedVersion) : null
  const { backend } = await resolveBackend()
  const data = await parseDocument(backend, type, input)
  await checklistGate(type, data)
  await consentBeforeSave(backend, type, recordId)
  const { before, row, redirectsChanged } = await backend.transaction(async (tx) => {
    const store = storeOf(tx, type)
    const before = await store.get(recordId)
    if (!before) throw notFound(type)
    // A translation is saved against the original as it is now: it is up to date until the original changes again.
    const original = before.translation_of ? await store.get(before.translation_of) : null
    const meta = { ...saveMeta(user, version), sourceVersion: original ? Number(original.version ?? 1) : null, locale: before.locale ?? null }
    const row = await store.update(recordId, data, meta).catch((err: unknown) => {
      throw inWords(err, type.name as ContentKind)
    })
    if (!row) throw notFound(type)
    await reviewGate(tx, name, row, user)
    const redirectsChanged = type.redirectOnSlugChange ? await redirectsInSave(tx, type, before, row) : false
    await recordInSave(tx, actionsOf(type, before, row).map((action) => entry(user, action, type, row)))
    return { before, row, redirectsChanged }
  })
  await afterCommit(backend, type, [before, row], redirectsChanged)
  if (type.name === CONSENT_DOCUMENT) await recordConsentVersions(backend, row.locale, user.id)
  return row as RowOf[N]
}

/** The list's Publish and Unpublish (publishing types only). */
export async function setDocumentPublished<N extends "post" | "page" | DocumentTypeName>(name: N, id: unknown, published: unknown, expectedVersion: unknown = null): Promise<RowOf[N]> {
  const type = declared(name)
  const user = await requirePermission(type.access.publish)
  const recordId = parseId(id)
  const version = parseExpectedVersion(expectedVersion)
  const flag = parseInput(z.boolean({ error: "Published must be true or false" }), published)
  const { backend } = await resolveBackend()
  await consentBeforeSave(backend, type, recordId)
  if (flag) {
    const current = await storeOf(backend, type).get(recordId)
    if (!current) throw notFound(type)
    await checklistGate(type, { ...current, published: true })
  }
  const { row, redirectsChanged } = await backend.transaction(async (tx) => {
    const store = storeOf(tx, type)
    const row = await store.setPublished!(recordId, flag, saveMeta(user, version)).catch((err: unknown) => {
      throw inWords(err, name)
    })
    if (!row) throw notFound(type)
    await reviewGate(tx, name, row, user)
    const redirectsChanged = type.redirectOnSlugChange ? await redirectsInSave(tx, type, null, row) : false
    await recordInSave(tx, [entry(user, flag ? "publish" : "unpublish", type, row)])
    return { row, redirectsChanged }
  })
  await afterCommit(backend, type, [row], redirectsChanged)
  if (type.name === CONSENT_DOCUMENT) await recordConsentVersions(backend, row.locale, user.id)
  return row as RowOf[N]
}

/** Refused (conflict, naming them) while documents of other types still reference it. */
export async function deleteDocument(name: ContentTypeName, id: unknown): Promise<void> {
  const type = declared(name)
  const user = await requirePermission(type.access.delete)
  const recordId = parseId(id)
  const { backend } = await resolveBackend()
  const row = await backend.transaction(async (tx) => {
    const store = storeOf(tx, type)
    if (store.references) {
      const current = await store.get(recordId)
      if (!current) throw notFound(type)
      const refs = await store.references(recordId)
      if (refs.length > 0) throw new DataError("conflict", stillReferencedMessage(titleOf(type, current), refs))
    }
    const row = await store.remove(recordId)
    if (!row) throw notFound(type)
    await recordInSave(tx, [entry(user, "delete", type, row)])
    return row
  })
  await afterCommit(backend, type, [row], false)
}

/** One document for the admin (drafts included). */
export async function getDocument<N extends ContentTypeName>(name: N, id: unknown): Promise<RowOf[N]> {
  const type = declared(name)
  await requirePermission(type.access.read)
  const recordId = parseId(id)
  const { backend } = await resolveBackend()
  return ((await storeOf(backend, type).get(recordId)) ?? Promise.reject(notFound(type))) as RowOf[N]
}

/** How many slugs a new translation tries in its locale before giving up ("x", "x-es", "x-es-2"…). */
const SLUG_ATTEMPTS = 20

/**
 * Creates the `locale` version of a record as a draft copy of its original (every field, translatable or not, to
 * be translated in the editor), linked to the original and saved against its current version. Its slug is the
 * original's when that is free in the locale, else the first free of "{slug}-{locale}", "{slug}-{locale}-2"…
 * (a singleton keeps its type name). Audited as a creation; it gets its own revisions and publishes on its own.
 * `sourceId` may name the original or any of its translations.
 */
export async function createTranslation<N extends TranslatableKind>(name: N, sourceId: unknown, locale: unknown): Promise<RowOf[N]> {
  const type = declared(name)
  const user = await requirePermission(type.access.create)
  const recordId = parseId(sourceId)
  if (!isLocale(locale)) throw new DataError("validation", `Choose one of the site's languages: ${LOCALE_CODES.join(", ")}`)
  const { backend } = await resolveBackend()
  const store = storeOf(backend, type)
  const source = await store.get(recordId)
  if (!source) throw notFound(type)
  const original = source.translation_of ? await store.get(source.translation_of) : source
  if (!original) throw notFound(type)
  if ((original.locale ?? DEFAULT_LOCALE) === locale) throw new DataError("validation", "This is the original's own language")
  if ((await store.translations!(original.id)).some((t) => t.locale === locale)) throw translationExists()
  const values = { ...type.toFormValues(original, "UTC"), published: false, schedule: "" }
  const data = await parseDocument(backend, type, values)
  const origin: TranslationOrigin = { locale, translation_of: original.id, source_version: Number(original.version ?? 1) }
  const base = String(original.slug ?? "")
  const slugs = type.kind === "singleton" ? [base] : [base, ...Array.from({ length: SLUG_ATTEMPTS - 1 }, (_, i) => `${base}-${locale}${i ? `-${i + 1}` : ""}`)]
  for (const slug of slugs) {
    try {
      const row = await backend.transaction(async (tx) => {
        const row = await storeOf(tx, type).create({ ...data, slug }, saveMeta(user, null), origin)
        await recordInSave(tx, actionsOf(type, null, row).map((action) => entry(user, action, type, row)))
        return row
      })
      await afterCommit(backend, type, [row], false)
      return row as RowOf[N]
    } catch (err) {
      // The slug is taken in this locale: the next one. Anything else (a translation made meanwhile) is final.
      if (err instanceof DataError && err.fieldErrors?.slug && slug !== slugs[slugs.length - 1]) continue
      throw err
    }
  }
  throw slugTaken()
}

/**
 * A person still named on posts cannot be deleted: the message lists them, each once with the role it names them in
 * (its reference field: author_id → author), so the editor can reassign them.
 */
export function stillReferencedMessage(name: string, refs: { id: string; title: string; field: string }[]): string {
  const seen = new Set<string>()
  const titles = refs.filter((r) => !seen.has(r.id) && seen.add(r.id)).map((r) => `"${r.title || "Untitled"}" (${r.field.replace(/_id$/, "").replaceAll("_", " ")})`)
  return `${name} cannot be deleted while posts name them: ${titles.join(", ")}. Choose another author or reviewer on those posts first.`
}
