import "server-only"

import type { Db, Queryable, SqlRow } from "@/lib/backend/db/types"
import type { DocumentInput, DocumentsStore, DocumentSeed, DocumentTypeStore, SaveMeta } from "@/lib/backend/types"
import { containsPattern } from "@/lib/backend/db/sql"
import { declarationOf, type ContentTypeName } from "@/lib/domain/content"
import { storedAddress } from "@/lib/domain/content/address"
import { RESOLVED_REFS } from "@/lib/domain/content/types"
import { DataError } from "@/lib/domain/errors"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import type { DocumentRow, DocumentTypeName, NormalizedListQuery, Paged } from "@/lib/domain/types"

import { liveOn, LIVE, ORIGINAL, translationGroup, uniqueInWords } from "./content-store"
import { recordRevision, versionConflict } from "./revisions"
import { iso, isoOrNull, toTranslation } from "./rows"

/** The columns every document has; every other declared field is kept in `data`. */
const COLUMNS = new Set(["id", "type", "locale", "translation_of", "source_version", "slug", "title", "published", "publish_at", "published_at", "version", "updated_by", "updated_by_email", "created_at", "updated_at", "seq", "data", "path", "redirect_on_move", "refs"])

const noMeta: SaveMeta = { userId: null, email: "", expectedVersion: null }

/** The type's own fields: what `data` holds (declared fields that are not columns of the table). */
export function dataKeys(type: ContentTypeName): string[] {
  return declarationOf(type).fields.map((f) => f.name).filter((name) => !COLUMNS.has(name))
}

/**
 * The references a save writes (documents.refs: field → the named document's id), from the type's declared
 * `reference` fields that are set. The database keeps them as document_refs, whose foreign keys refuse deleting a
 * document another one names.
 */
export function refsOf(type: ContentTypeName, input: Record<string, unknown>): Record<string, string> {
  // The references of structured fields, resolved by the data layer ("speakers:0" → id), then the declared fields.
  const resolved = input[RESOLVED_REFS]
  const refs: Record<string, string> = resolved && typeof resolved === "object" ? { ...(resolved as Record<string, string>) } : {}
  for (const f of declarationOf(type).fields) {
    const id = input[f.name]
    if (f.kind === "reference" && typeof id === "string" && id) refs[f.name] = id
  }
  return refs
}

/** The columns a save writes from the type's declaration: the title (its title field) and the publishing flag. */
export function headerOf(type: ContentTypeName, input: Record<string, unknown>): { title: string; published: boolean } {
  const decl = declarationOf(type)
  // A type without publishing (people) is live from its creation: what a visitor may see of it is decided elsewhere.
  return { title: String(input[decl.titleField] ?? ""), published: decl.publishable ? input.published === true : true }
}

/**
 * The address columns every save writes (path, redirect_on_move), from the type's declaration: the document's public
 * address in its locale and whether moving it leaves a redirect (lib/domain/content/address.ts). The Supabase save
 * hook reads them; the SQL backend's redirects follow the same rule in lib/data.
 */
export function addressColumns(type: ContentTypeName, slug: string, locale: string | null | undefined): { path: string | null; redirect_on_move: boolean } {
  return storedAddress(declarationOf(type), { slug, locale: locale ?? DEFAULT_LOCALE })
}

function parseData(v: unknown): Record<string, unknown> {
  const raw = typeof v === "string" ? (JSON.parse(v) as unknown) : v
  return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
}

/** A stored document as one flat record: its type's fields beside the columns (published means live now). */
export function toDocumentRow(r: SqlRow): DocumentRow {
  const at = isoOrNull(r.publish_at)
  return {
    ...parseData(r.data),
    id: String(r.id),
    type: String(r.type) as DocumentTypeName,
    slug: String(r.slug ?? ""),
    title: String(r.title ?? ""),
    published: r.published === true && (at === null || Date.parse(at) <= Date.now()),
    publish_at: at,
    published_at: isoOrNull(r.published_at),
    version: Number(r.version ?? 1),
    updated_by_email: String(r.updated_by_email ?? ""),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    ...toTranslation(r),
  }
}

/** The revision snapshot reads the flat row: the columns the editor holds and the type's fields. */
function snapshotRow(r: SqlRow): SqlRow {
  return { ...parseData(r.data), ...r }
}

const publishedAtOnWrite = (pub: string, at: string) =>
  `case when published_at is not null and published_at <= now() then published_at
        when ${pub} then coalesce(${at}, now()) end`

/** The type's own fields of a save, exactly the declared ones (a missing one as null): what `data` stores. */
export function dataValues(type: ContentTypeName, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(dataKeys(type).map((k) => [k, input[k] ?? null]))
}

function dataOf(type: ContentTypeName, input: Record<string, unknown>): string {
  return JSON.stringify(dataValues(type, input))
}

async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    throw uniqueInWords(err, "documents_type_slug_key", "documents_translation_key")
  }
}

async function localeOf(tx: Queryable, type: ContentTypeName, id: string): Promise<string | null> {
  const rows = await tx.query<{ locale: string }>("select locale from documents where id = $1 and type = $2", [id, type])
  return rows[0]?.locale ?? null
}

/** A document that another one names (documents.refs) cannot be deleted: the conflict, in words. */
function namedElsewhere(err: unknown): unknown {
  if ((err as { code?: string })?.code !== "23503") return err
  return new DataError("conflict", "This document is still named by another one")
}

/**
 * The one store of every content type: a type's documents are rows of `documents` with its name, the columns every
 * document has, and its declared fields in `data` (lib/domain/content). Posts, pages and people are documents too;
 * their typed stores (posts.ts, pages.ts, people.ts) only map rows and add their own reads.
 */
export function documentStore(db: Db, type: ContentTypeName): DocumentTypeStore {
  const decl = declarationOf(type)
  const keys = ["title", "slug", "published", ...dataKeys(type)]
  const revision = (tx: Queryable, row: SqlRow, meta: SaveMeta) => (decl.revisions ? recordRevision(tx, type, snapshotRow(row), keys, meta) : Promise.resolve())
  const searchColumn = listSearchColumn(type)
  return {
    async list(q: NormalizedListQuery): Promise<Paged<DocumentRow>> {
      const dir = q.order === "asc" ? "asc" : "desc"
      const order = (t = "") => (q.sort === "title" ? `lower(${t}title) ${dir}, ${t}seq ${dir}` : `${t}created_at ${dir}, ${t}seq ${dir}`)
      const search = searchColumn ? q.search.trim() : ""
      const offset = (q.page - 1) * q.pageSize
      // An optional locale filter: the admin lists show every language unless asked for one.
      const inLocale = `type = $1 and ($2::text is null or locale = $2::text)`
      // The order is decided over narrow rows (id and the sort keys, from the index) and only the page's rows are
      // read whole: a far page of a large type does not read every wide row before it.
      if (!search) {
        const [rows, count] = await Promise.all([
          db.query(
            `select d.* from (select id from documents where ${inLocale} order by ${order()} limit $3 offset $4) as page
               join documents d using (id) order by ${order("d.")}`,
            [type, q.locale ?? null, q.pageSize, offset],
          ),
          db.query<{ total: number }>(`select count(*)::int as total from documents where ${inLocale}`, [type, q.locale ?? null]),
        ])
        return { rows: rows.map(toDocumentRow), total: count[0]?.total ?? 0, page: q.page, pageSize: q.pageSize }
      }
      // With a search, one pass over the matching narrow rows yields both the page and the total.
      const pattern = containsPattern(search)
      const rows = await db.query(
        `with matched as materialized (select id, title, created_at, seq from documents where ${inLocale} and ${searchColumn} ilike $3)
         select d.*, (select count(*)::int from matched) as total_count
           from (select id from matched order by ${order()} limit $4 offset $5) as page
           join documents d using (id)
          order by ${order("d.")}`,
        [type, q.locale ?? null, pattern, q.pageSize, offset],
      )
      const total = rows[0]
        ? Number(rows[0].total_count)
        : ((await db.query<{ total: number }>(`select count(*)::int as total from documents where ${inLocale} and ${searchColumn} ilike $3`, [type, q.locale ?? null, pattern]))[0]?.total ?? 0)
      return { rows: rows.map(toDocumentRow), total, page: q.page, pageSize: q.pageSize }
    },

    async get(id) {
      const rows = await db.query("select * from documents where id = $1 and type = $2", [id, type])
      return rows[0] ? toDocumentRow(rows[0]) : null
    },

    create(input: DocumentInput, meta = noMeta, origin = ORIGINAL) {
      const address = addressColumns(type, String(input.slug ?? ""), origin.locale)
      const head = headerOf(type, input)
      return write(() =>
        db.transaction(async (tx) => {
          const rows = await tx.query(
            `insert into documents (type, slug, title, data, published, publish_at, published_at, updated_by, updated_by_email, locale, translation_of, source_version,
                                    path, redirect_on_move, refs)
             values ($1, $2, $3, $4::jsonb, $5::boolean, $6::timestamptz, case when $5::boolean then coalesce($6::timestamptz, now()) end, $7::uuid, $8,
                     $9, $10::uuid, $11::int, $12, $13::boolean, $14::jsonb)
             returning *`,
            [type, String(input.slug ?? ""), head.title, dataOf(type, input), head.published, input.publish_at ?? null, meta.userId, meta.email,
              origin.locale, origin.translation_of, origin.source_version, address.path, address.redirect_on_move, JSON.stringify(refsOf(type, input))],
          )
          await revision(tx, rows[0]!, meta)
          return toDocumentRow(rows[0]!)
        }),
      )
    },

    update(id, input: DocumentInput, meta = noMeta) {
      const head = headerOf(type, input)
      return write(() =>
        db.transaction(async (tx) => {
          // The address is in the document's own language (a document keeps its locale): the caller that read the
          // document before saving says it; otherwise it is read here.
          const address = addressColumns(type, String(input.slug ?? ""), meta.locale ?? (await localeOf(tx, type, id)))
          // The version check is part of the UPDATE itself: two saves from the same version cannot both pass.
          const rows = await tx.query(
            `update documents set slug = $3, title = $4, data = $5::jsonb, published = $6::boolean, publish_at = $7::timestamptz,
                published_at = ${publishedAtOnWrite("$6::boolean", "$7::timestamptz")},
                updated_at = now(), version = version + 1, updated_by = $8::uuid, updated_by_email = $9,
                source_version = case when translation_of is null then null else coalesce($11::int, source_version) end,
                path = $12, redirect_on_move = $13::boolean, refs = $14::jsonb
              where id = $1 and type = $2 and ($10::int is null or version = $10::int) returning *`,
            [id, type, String(input.slug ?? ""), head.title, dataOf(type, input), head.published, input.publish_at ?? null, meta.userId, meta.email, meta.expectedVersion,
              meta.sourceVersion ?? null, address.path, address.redirect_on_move, JSON.stringify(refsOf(type, input))],
          )
          if (!rows[0]) return versionConflict(tx, id)
          await revision(tx, rows[0], meta)
          return toDocumentRow(rows[0])
        }),
      )
    },

    async setPublished(id, published, meta = noMeta) {
      return db.transaction(async (tx) => {
        // Publishing changes neither the slug nor the locale: the stored address stays.
        const rows = await tx.query(
          `update documents set published = $3, publish_at = null, updated_at = now(), version = version + 1,
             updated_by = $4::uuid, updated_by_email = $5, published_at = ${publishedAtOnWrite("$3", "null::timestamptz")}
           where id = $1 and type = $2 and ($6::int is null or version = $6::int) returning *`,
          [id, type, published, meta.userId, meta.email, meta.expectedVersion],
        )
        if (!rows[0]) return versionConflict(tx, id)
        await revision(tx, rows[0], meta)
        return toDocumentRow(rows[0])
      })
    },

    async remove(id) {
      try {
        const rows = await db.query("delete from documents where id = $1 and type = $2 returning *", [id, type])
        return rows[0] ? toDocumentRow(rows[0]) : null
      } catch (err) {
        throw namedElsewhere(err)
      }
    },

    async references(id) {
      const rows = await db.query(
        `select d.id, d.type, d.title, r.field from document_refs r join documents d on d.id = r.document_id
          where r.target_id = $1 order by lower(d.title), d.seq, r.field`,
        [id],
      )
      return rows.map((r) => ({ id: String(r.id), type: String(r.type), title: String(r.title), field: String(r.field) }))
    },

    async counts() {
      const rows = await db.query<{ total: number; published: number }>(
        `select count(*)::int as total, (count(*) filter (where ${LIVE}))::int as published from documents where type = $1`,
        [type],
      )
      return { total: rows[0]?.total ?? 0, published: rows[0]?.published ?? 0 }
    },

    translations: (id) => translationGroup(db, id),
  }
}

/**
 * The column an admin list's search box looks in: the type's declared search field, which is its title field (the
 * title column); a type that declares no search has none.
 */
function listSearchColumn(type: ContentTypeName): string | null {
  const decl = declarationOf(type)
  const field = decl.list.search[0]
  if (!field) return null
  if (field === decl.titleField || field === "title") return "title"
  if (field === "slug") return "slug"
  return `(data->>'${field.replace(/[^a-z_]/g, "")}')`
}

export function sqlDocuments(db: Db): DocumentsStore {
  return {
    of: (type) => documentStore(db, type),

    async getById(id, opts = {}) {
      const rows = await db.query(`select * from documents where id = $1${opts.lock ? " for update" : ""}`, [id])
      return rows[0] ? toDocumentRow(rows[0]) : null
    },

    async getPublished(type, slug, locale = DEFAULT_LOCALE) {
      const rows = await db.query(`select * from documents where type = $1 and slug = $2 and locale = $3 and ${LIVE}`, [type, slug, locale])
      return rows[0] ? toDocumentRow(rows[0]) : null
    },

    async getLastLive(type, slug, locale = DEFAULT_LOCALE) {
      const live = await db.query(`select * from documents where type = $1 and slug = $2 and locale = $3 and ${LIVE}`, [type, slug, locale])
      if (live[0]) return toDocumentRow(live[0])
      const rows = await db.query(
        `select d.*, r.data as snapshot from documents d join content_revisions r on r.document_id = d.id
          where d.type = $1 and d.slug = $2 and d.locale = $3 and (r.data->>'published')::boolean
            and (r.data->>'publish_at' is null or (r.data->>'publish_at')::timestamptz <= now())
          order by r.seq desc limit 1`,
        [type, slug, locale],
      )
      const r = rows[0]
      if (!r) return null
      const snapshot = parseData(r.snapshot)
      const data = Object.fromEntries(dataKeys(type).map((k) => [k, snapshot[k] ?? null]))
      return toDocumentRow({ ...r, title: snapshot.title ?? r.title, data, published: true, publish_at: null })
    },

    async listPublished(type, locale = DEFAULT_LOCALE) {
      const rows = await db.query(
        `select * from documents where type = $1 and locale = $2 and ${LIVE} order by coalesce(published_at, created_at) desc, seq desc`,
        [type, locale],
      )
      return rows.map(toDocumentRow)
    },

    async nextPublishAt() {
      const rows = await db.query("select min(publish_at) as at from documents where published and publish_at > now()")
      return rows[0]?.at ? iso(rows[0].at) : null
    },

    async seed(name: string, docs: DocumentSeed[]) {
      return db.transaction(async (tx) => {
        const first = await tx.query("insert into content_seeds (name) values ($1) on conflict (name) do nothing returning name", [name])
        if (!first[0]) return 0
        let inserted = 0
        for (const doc of docs) {
          const address = addressColumns(doc.type, doc.slug, doc.locale)
          const rows = await tx.query(
            // A translation names its original by the default language's slug of the same type (when that still exists).
            `insert into documents (type, slug, title, data, published, published_at, updated_by_email, locale, translation_of, source_version, path, redirect_on_move)
             select $1, $2, $3, $4::jsonb, $5, case when $5 then now() end, '', $6, o.id, o.version, $9, $10::boolean
               from (select 1) one
               left join documents o on $7::text is not null and o.type = $1 and o.locale = $8 and o.slug = $7 and o.translation_of is null
             on conflict (type, locale, slug) do nothing returning *`,
            [doc.type, doc.slug, doc.title, JSON.stringify(doc.data), doc.published, doc.locale ?? DEFAULT_LOCALE, doc.translationOf ?? null, DEFAULT_LOCALE,
              address.path, address.redirect_on_move],
          )
          if (!rows[0]) continue
          inserted += 1
          await recordRevision(tx, doc.type, snapshotRow(rows[0]), ["title", "slug", "published", ...dataKeys(doc.type)], noMeta)
        }
        return inserted
      })
    },
  }
}

/** Live documents of a type as the sitemap lists them. */
export const LIVE_DOCUMENT = liveOn()
