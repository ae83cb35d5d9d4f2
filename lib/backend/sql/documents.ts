import "server-only"

import type { Db, Queryable, SqlRow } from "@/lib/backend/db/types"
import type { DocumentsStore, DocumentSeed, DocumentTypeStore, SaveMeta } from "@/lib/backend/types"
import { containsPattern } from "@/lib/backend/db/sql"
import { CONTENT_TYPES, type ContentTypeDeclaration } from "@/lib/domain/content"
import { storedAddress } from "@/lib/domain/content/address"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import type { DocumentRow, DocumentTypeName, NormalizedListQuery, Paged, Scheduled } from "@/lib/domain/types"

import { liveOn, LIVE, ORIGINAL, translationGroup, uniqueInWords } from "./content-store"
import { recordRevision, versionConflict } from "./revisions"
import { iso, isoOrNull, toTranslation } from "./rows"

/** The columns every document has; every other declared field is kept in `data`. */
const COLUMNS = new Set(["id", "type", "locale", "translation_of", "source_version", "slug", "title", "published", "publish_at", "published_at", "version", "updated_by", "updated_by_email", "created_at", "updated_at", "seq", "data", "path", "redirect_on_move"])

const noMeta: SaveMeta = { userId: null, email: "", expectedVersion: null }

/** The type's own fields: what `data` holds (declared fields that are not columns of the table). */
export function dataKeys(type: DocumentTypeName): string[] {
  return CONTENT_TYPES[type].fields.map((f) => f.name).filter((name) => !COLUMNS.has(name))
}

/**
 * The address columns every save writes (path, redirect_on_move), from the type's declaration: the document's public
 * address in its locale and whether moving it leaves a redirect (lib/domain/content/address.ts). The Supabase save
 * hook reads them; the SQL backend's redirects follow the same rule in lib/data.
 */
export function addressColumns(type: DocumentTypeName, slug: string, locale: string | null | undefined): { path: string | null; redirect_on_move: boolean } {
  return storedAddress(CONTENT_TYPES[type] as unknown as ContentTypeDeclaration, { slug, locale: locale ?? DEFAULT_LOCALE })
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
export function dataValues(type: DocumentTypeName, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(dataKeys(type).map((k) => [k, input[k] ?? null]))
}

function dataOf(type: DocumentTypeName, input: Record<string, unknown>): string {
  return JSON.stringify(dataValues(type, input))
}

async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    throw uniqueInWords(err, "documents_type_slug_key", "documents_translation_key")
  }
}

async function localeOf(tx: Queryable, type: DocumentTypeName, id: string): Promise<string | null> {
  const rows = await tx.query<{ locale: string }>("select locale from documents where id = $1 and type = $2", [id, type])
  return rows[0]?.locale ?? null
}

function typeStore(db: Db, type: DocumentTypeName): DocumentTypeStore {
  const keys = ["title", "slug", "published", ...dataKeys(type)]
  const revision = (tx: Queryable, row: SqlRow, meta: SaveMeta) => recordRevision(tx, type, snapshotRow(row), keys, meta)
  return {
    async list(q: NormalizedListQuery): Promise<Paged<DocumentRow>> {
      const dir = q.order === "asc" ? "asc" : "desc"
      const orderBy = q.sort === "title" ? `lower(title) ${dir}, seq ${dir}` : `created_at ${dir}, seq ${dir}`
      const search = q.search.trim()
      // An optional locale filter: the admin lists show every language unless asked for one.
      const where = `type = $1 and ($2::text is null or locale = $2::text)${search ? " and title ilike $3" : ""}`
      const params: unknown[] = search ? [type, q.locale ?? null, containsPattern(search)] : [type, q.locale ?? null]
      const n = params.length
      const [rows, count] = await Promise.all([
        db.query(`select * from documents where ${where} order by ${orderBy} limit $${n + 1} offset $${n + 2}`, [...params, q.pageSize, (q.page - 1) * q.pageSize]),
        db.query<{ total: number }>(`select count(*)::int as total from documents where ${where}`, params),
      ])
      return { rows: rows.map(toDocumentRow), total: count[0]?.total ?? 0, page: q.page, pageSize: q.pageSize }
    },

    async get(id) {
      const rows = await db.query("select * from documents where id = $1 and type = $2", [id, type])
      return rows[0] ? toDocumentRow(rows[0]) : null
    },

    create(input: Scheduled<Record<string, unknown>>, meta = noMeta, origin = ORIGINAL) {
      const address = addressColumns(type, String(input.slug ?? ""), origin.locale)
      return write(() =>
        db.transaction(async (tx) => {
          const rows = await tx.query(
            `insert into documents (type, slug, title, data, published, publish_at, published_at, updated_by, updated_by_email, locale, translation_of, source_version,
                                    path, redirect_on_move)
             values ($1, $2, $3, $4::jsonb, $5::boolean, $6::timestamptz, case when $5::boolean then coalesce($6::timestamptz, now()) end, $7::uuid, $8,
                     $9, $10::uuid, $11::int, $12, $13::boolean)
             returning *`,
            [type, String(input.slug ?? ""), String(input.title ?? ""), dataOf(type, input), input.published === true, input.publish_at, meta.userId, meta.email,
              origin.locale, origin.translation_of, origin.source_version, address.path, address.redirect_on_move],
          )
          await revision(tx, rows[0]!, meta)
          return toDocumentRow(rows[0]!)
        }),
      )
    },

    update(id, input: Scheduled<Record<string, unknown>>, meta = noMeta) {
      return write(() =>
        db.transaction(async (tx) => {
          // The address is in the document's own language (a document keeps its locale).
          const address = addressColumns(type, String(input.slug ?? ""), await localeOf(tx, type, id))
          // The version check is part of the UPDATE itself: two saves from the same version cannot both pass.
          const rows = await tx.query(
            `update documents set slug = $3, title = $4, data = $5::jsonb, published = $6::boolean, publish_at = $7::timestamptz,
                published_at = ${publishedAtOnWrite("$6::boolean", "$7::timestamptz")},
                updated_at = now(), version = version + 1, updated_by = $8::uuid, updated_by_email = $9,
                source_version = case when translation_of is null then null else coalesce($11::int, source_version) end,
                path = $12, redirect_on_move = $13::boolean
              where id = $1 and type = $2 and ($10::int is null or version = $10::int) returning *`,
            [id, type, String(input.slug ?? ""), String(input.title ?? ""), dataOf(type, input), input.published === true, input.publish_at, meta.userId, meta.email, meta.expectedVersion,
              meta.sourceVersion ?? null, address.path, address.redirect_on_move],
          )
          if (!rows[0]) return versionConflict(tx, "documents", id)
          await revision(tx, rows[0], meta)
          return toDocumentRow(rows[0])
        }),
      )
    },

    async setPublished(id, published, meta = noMeta) {
      return db.transaction(async (tx) => {
        const current = await tx.query<{ slug: string; locale: string }>("select slug, locale from documents where id = $1 and type = $2", [id, type])
        const address = addressColumns(type, String(current[0]?.slug ?? ""), current[0]?.locale)
        const rows = await tx.query(
          `update documents set published = $3, publish_at = null, updated_at = now(), version = version + 1,
             updated_by = $4::uuid, updated_by_email = $5, published_at = ${publishedAtOnWrite("$3", "null::timestamptz")},
             path = $7, redirect_on_move = $8::boolean
           where id = $1 and type = $2 and ($6::int is null or version = $6::int) returning *`,
          [id, type, published, meta.userId, meta.email, meta.expectedVersion, address.path, address.redirect_on_move],
        )
        if (!rows[0]) return versionConflict(tx, "documents", id)
        await revision(tx, rows[0], meta)
        return toDocumentRow(rows[0])
      })
    },

    async remove(id) {
      const rows = await db.query("delete from documents where id = $1 and type = $2 returning *", [id, type])
      return rows[0] ? toDocumentRow(rows[0]) : null
    },

    async counts() {
      const rows = await db.query<{ total: number; published: number }>(
        `select count(*)::int as total, (count(*) filter (where ${LIVE}))::int as published from documents where type = $1`,
        [type],
      )
      return { total: rows[0]?.total ?? 0, published: rows[0]?.published ?? 0 }
    },

    translations: (id) => translationGroup(db, "documents", id),
  }
}

export function sqlDocuments(db: Db): DocumentsStore {
  return {
    of: (type) => typeStore(db, type),

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
