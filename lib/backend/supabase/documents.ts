import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { DocumentInput, DocumentSeed, DocumentsStore, DocumentTypeStore } from "@/lib/backend/types"
import { containsPattern } from "@/lib/backend/db/sql"
import { addressColumns, dataValues, headerOf, refsOf, toDocumentRow } from "@/lib/backend/sql/documents"
import { ORIGINAL } from "@/lib/backend/sql/content-store"
import { iso } from "@/lib/backend/sql/rows"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import { DataError } from "@/lib/domain/errors"
import { declarationOf, type ContentTypeName } from "@/lib/domain/content"
import { isGatedFileMarker } from "@/lib/domain/content/document-types"
import type { DocumentRow, NormalizedListQuery, Paged } from "@/lib/domain/types"

import { fromPostgrest, rowsOf, type PostgrestResult } from "./errors"
import { lastAuthor, summarizeLatest, withAuthors } from "./revisions"
import { supabaseTranslationGroup } from "./translations"

/** Live now: row-level security already hides the rest from visitors; members need the same rule spelled out. */
export const due = () => `publish_at.is.null,publish_at.lte.${new Date().toISOString()}`

let seedSkipLogged = false

type Row = Record<string, unknown>

const first = async (p: PromiseLike<PostgrestResult>, what: string) => (await rowsOf(p, what))[0] ?? null

/** A stored document as one flat record (the type's fields beside the columns), with who saved it last. */
const flat = (r: Row, updatedByEmail = "") => toDocumentRow({ ...r, updated_by_email: updatedByEmail })

const detailsOf = (r: Row) => ((r.data as Row | null)?.details ?? null) as Row | null

/**
 * Gated resources' files as the editor picked them: the database keeps the address out of the document (a marker in
 * its place, supabase/migrations/20261202002700_gated_files.sql) and in gated_files, which members read (one request,
 * only when a row has the marker); a visitor's read of gated_files answers no row, so the marker stays.
 */
async function withGatedFiles(sb: SupabaseClient, rows: Row[]): Promise<Row[]> {
  const gated = rows.filter((r) => r.type === "resource" && isGatedFileMarker(detailsOf(r)?.file))
  if (gated.length === 0) return rows
  const found = await rowsOf(sb.from("gated_files").select("document_id, file").in("document_id", gated.map((r) => String(r.id))), "gated files")
  const files = new Map(found.map((f) => [String(f.document_id), String(f.file)]))
  return rows.map((r) => {
    const file = files.get(String(r.id))
    return file && isGatedFileMarker(detailsOf(r)?.file) ? { ...r, data: { ...(r.data as Row), details: { ...detailsOf(r), file } } } : r
  })
}
const withGatedFile = async (sb: SupabaseClient, row: Row | null) => (row ? (await withGatedFiles(sb, [row]))[0]! : null)

/** A document that another one names (document_refs) cannot be deleted: the foreign key's refusal, in words. */
const namedElsewhere = (error: { code?: string }) =>
  error.code === "23503" ? new DataError("conflict", "This document is still named by another one") : undefined

/**
 * One content type's documents over PostgREST (every type: posts, pages and people too), the same contract as
 * lib/backend/sql/documents.ts's documentStore. Row-level security decides what the caller may see and change; the
 * version, the publication time, the revision, the references, the redirect change and the audit entries of a save
 * are written by triggers in the write's own transaction. Who saved is the newest revision's author (members only).
 */
export function supabaseDocumentStore(sb: SupabaseClient, type: ContentTypeName): DocumentTypeStore {
  const decl = declarationOf(type)
  const from = () => sb.from("documents")
  // Types without revisions (people) have no "last edited by" to read.
  const savedBy = (id: string) => (decl.revisions ? summarizeLatest(sb, id) : Promise.resolve(""))
  const values = (input: DocumentInput) => ({
    slug: String(input.slug ?? ""),
    ...headerOf(type, input),
    data: dataValues(type, input),
    publish_at: input.publish_at ?? null,
    refs: refsOf(type, input),
    // What the save triggers and row-level security read of the declaration (supabase/migrations/20261128000400).
    publishable: decl.publishable,
    revisions: decl.revisions,
  })

  /** The UPDATE matched nothing: the document is gone (null), or its version moved on (a conflict naming who and when). */
  async function conflict(id: string): Promise<null> {
    const found = await first(from().select("version,updated_at").eq("id", id).eq("type", type), "get document")
    if (!found) return null
    throw new DataError("conflict", "Someone else saved this meanwhile", {
      reason: "version_conflict",
      conflict: { savedBy: decl.revisions ? await lastAuthor(sb, id) : "", savedAt: iso(found.updated_at), version: Number(found.version) },
    })
  }

  // The version check is a filter of the UPDATE itself (one statement); the trigger bumps it and records the
  // revision in the same transaction.
  async function versioned(id: string, changes: Row, expectedVersion: number | null | undefined, what: string): Promise<DocumentRow | null> {
    let req = from().update(changes).eq("id", id).eq("type", type)
    if (expectedVersion !== null && expectedVersion !== undefined) req = req.eq("version", expectedVersion)
    const row = await withGatedFile(sb, await first(req.select("*"), what))
    if (!row) return conflict(id)
    return flat(row, await savedBy(id))
  }

  return {
    async list(q: NormalizedListQuery): Promise<Paged<DocumentRow>> {
      const ascending = q.order === "asc"
      let req = from().select("*", { count: "exact" }).eq("type", type)
      if (q.locale) req = req.eq("locale", q.locale)
      const search = q.search.trim()
      if (search && decl.list.search.length > 0) req = req.ilike("title", containsPattern(search))
      const offset = (q.page - 1) * q.pageSize
      const { data, error, count } = await req
        .order(q.sort === "title" ? "title" : "created_at", { ascending })
        .order("seq", { ascending })
        .range(offset, offset + q.pageSize - 1)
      if (error) throw fromPostgrest(error, "list documents")
      const listed = await withGatedFiles(sb, (data ?? []) as Row[])
      const rows = decl.revisions ? await withAuthors(sb, type, listed) : listed
      return { rows: rows.map((r) => flat(r, String(r.updated_by_email ?? ""))), total: count ?? 0, page: q.page, pageSize: q.pageSize }
    },

    async get(id) {
      const row = await withGatedFile(sb, await first(from().select("*").eq("id", id).eq("type", type), "get document"))
      return row ? flat(row, decl.revisions ? await lastAuthor(sb, id) : "") : null
    },

    async create(input, _meta, origin = ORIGINAL) {
      // A (type, locale, slug) already taken: 23505, which fromPostgrest words as slugTaken().
      const address = addressColumns(type, String(input.slug ?? ""), origin.locale)
      const row = await withGatedFile(sb, await first(from().insert({ type, ...values(input), ...origin, ...address }).select("*"), "create document"))
      if (!row) throw new Error("create document returned no row")
      return flat(row, await savedBy(String(row.id)))
    },

    // A translation's save records the original's version it was made against. The address columns are written in
    // the document's own language (it keeps its locale): the caller that read the document before saving says it;
    // otherwise it is read here. A document that is gone is left to the UPDATE, which then matches nothing.
    async update(id, input, meta) {
      const locale = meta?.locale ?? (await first(from().select("locale").eq("id", id).eq("type", type), "get document"))?.locale
      const changes: Row = { ...values(input), ...(meta?.sourceVersion != null ? { source_version: meta.sourceVersion } : {}) }
      if (locale != null) Object.assign(changes, addressColumns(type, String(input.slug ?? ""), String(locale)))
      return versioned(id, changes, meta?.expectedVersion, "update document")
    },

    // Publishing changes neither the slug nor the locale: the stored address stays.
    setPublished: (id, published, meta) => versioned(id, { published, publish_at: null }, meta?.expectedVersion, "publish document"),

    async remove(id) {
      const row = (await rowsOf(from().delete().eq("id", id).eq("type", type).select("*"), "delete document", namedElsewhere))[0]
      return row ? flat(row) : null
    },

    async references(id) {
      // Members read every reference; anyone else only those of documents they may read.
      const rows = await rowsOf(
        sb.from("document_refs").select("field, source:documents!document_refs_document_id_fkey(id, type, title, seq)").eq("target_id", id),
        "document references",
      )
      type Source = { id: string; type: string; title: string; seq: number }
      // The SQL backend's order: by title (case aside), then creation, then field.
      const named = rows.flatMap((r) => {
        const source = r.source as Source | null
        return source ? [{ source, field: String(r.field) }] : []
      })
      named.sort((a, b) => a.source.title.toLowerCase().localeCompare(b.source.title.toLowerCase()) || a.source.seq - b.source.seq || a.field.localeCompare(b.field))
      return named.map(({ source, field }) => ({ id: String(source.id), type: String(source.type), title: String(source.title ?? ""), field }))
    },

    async counts() {
      const head = () => from().select("*", { count: "exact", head: true }).eq("type", type)
      const [all, live] = await Promise.all([head(), head().eq("published", true).or(due())])
      if (all.error || live.error) throw fromPostgrest(all.error ?? live.error, "count documents")
      return { total: all.count ?? 0, published: live.count ?? 0 }
    },

    translations: (id) => supabaseTranslationGroup(sb, id),
  }
}

/**
 * The marketing site's documents over PostgREST (supabase/migrations/20261127000200_site_documents.sql), the same
 * contract as lib/backend/sql/documents.ts. Rows are flattened as on the SQL backend (the type's fields beside the
 * columns, `published` meaning live now).
 *
 * `service` is a client with the service-role key, when the server has one: the one-time seed runs through it
 * (public.seed_documents may be called by nobody else).
 */
export function supabaseDocuments(sb: SupabaseClient, service?: () => SupabaseClient): DocumentsStore {
  const from = () => sb.from("documents")
  return {
    of: (type) => supabaseDocumentStore(sb, type),

    // Any type's document the caller may read (row-level security); PostgREST holds no lock across requests.
    async getById(id) {
      const row = await withGatedFile(sb, await first(from().select("*").eq("id", id), "get document"))
      return row ? flat(row) : null
    },

    async getPublished(type, slug, locale = DEFAULT_LOCALE) {
      const row = await first(from().select("*").eq("type", type).eq("slug", slug).eq("locale", locale).eq("published", true).or(due()), "get published document")
      return row ? flat(row) : null
    },

    async getLastLive(type, slug, locale = DEFAULT_LOCALE) {
      const live = await first(from().select("*").eq("type", type).eq("slug", slug).eq("locale", locale).eq("published", true).or(due()), "get published document")
      if (live) return flat(live)
      // Revisions are members-only: the database answers this one question for visitors (a security-definer function).
      const { data, error } = await sb.rpc("last_live_document", { p_type: type, p_slug: slug, p_locale: locale })
      if (error) throw fromPostgrest(error, "get last live document")
      const row = (Array.isArray(data) ? data[0] : data) as Row | null | undefined
      return row ? flat({ ...row, published: true, publish_at: null }) : null
    },

    async listPublished(type, locale = DEFAULT_LOCALE) {
      const rows = await rowsOf(
        from()
          .select("*")
          .eq("type", type)
          .eq("locale", locale)
          .eq("published", true)
          .or(due())
          // A live document always has published_at (the touch trigger sets it): coalesce(published_at, created_at).
          .order("published_at", { ascending: false, nullsFirst: false })
          .order("created_at", { ascending: false })
          .order("seq", { ascending: false }),
        "list published documents",
      )
      return rows.map((r) => flat(r))
    },

    async nextPublishAt() {
      // Visitors cannot see scheduled documents themselves: the function tells only the instant.
      const { data, error } = await sb.rpc("next_document_publish_at")
      if (error) throw fromPostgrest(error, "next document publish time")
      return data ? new Date(String(data)).toISOString() : null
    },

    async seed(name: string, docs: DocumentSeed[]) {
      // Only the service role may run public.seed_documents: the documents come from this server, never from a
      // visitor's or member's request. Without the key the site keeps its built-in copy.
      if (!service) {
        if (!seedSkipLogged) {
          seedSkipLogged = true
          console.warn(`[documents] seed "${name}" skipped: SUPABASE_SERVICE_ROLE_KEY is not set on the server, so the site's starting content is not inserted (set it and restart to seed once)`)
        }
        return 0
      }
      // Stored as given, as on the SQL backend, with every declared field present (null when missing) so that the
      // revision the trigger snapshots from data holds the declared fields as the SQL backend's does.
      const payload = docs.map((d) => ({
        type: d.type,
        locale: d.locale ?? DEFAULT_LOCALE,
        slug: d.slug,
        title: d.title,
        published: d.published,
        data: { ...dataValues(d.type, d.data), ...d.data },
        ...addressColumns(d.type, d.slug, d.locale),
        ...(d.translationOf !== undefined ? { translationOf: d.translationOf } : {}),
      }))
      const { data, error } = await service().rpc("seed_documents", { seed_name: name, docs: payload })
      if (error) throw fromPostgrest(error, "seed documents")
      return Number(data ?? 0)
    },
  }
}
