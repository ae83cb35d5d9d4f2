import "server-only"

import type { Db, Queryable, SqlRow } from "@/lib/backend/db/types"
import type { NormalizedListQuery, Paged, PublishedSummary, Scheduled } from "@/lib/domain/types"
import type { ContentStore, SaveMeta, TranslationOrigin } from "@/lib/backend/types"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import type { TranslationRecord } from "@/lib/domain/i18n/translations"

import { recordRevision, versionConflict } from "./revisions"
import { iso, toTranslation } from "./rows"
import { containsPattern, isUniqueViolation } from "@/lib/backend/db/sql"
import { slugTaken, translationExists } from "@/lib/domain/errors"

/** Live now: published, and its scheduled time (if any) has come. Every public read uses this. */
export const liveOn = (alias = "") => `(${alias}published and (${alias}publish_at is null or ${alias}publish_at <= now()))`
export const LIVE = liveOn()

// The first publication time: kept once reached; otherwise when it goes (or is scheduled to go) live.
const publishedAtOnWrite = (pub: string, at: string) =>
  `case when published_at is not null and published_at <= now() then published_at
        when ${pub} then coalesce(${at}, now()) end`

/** A new record's language and original: an original in the default locale unless told. */
export const ORIGINAL: TranslationOrigin = { locale: DEFAULT_LOCALE, translation_of: null, source_version: null }

/** The versions of a record's group (its original and the original's translations), as the translation rules read them. */
export async function translationGroup(db: Queryable, table: "posts" | "pages" | "documents", id: string): Promise<TranslationRecord[]> {
  const rows = await db.query(
    `select id, locale, slug, published, publish_at, version, translation_of, source_version from ${table}
      where id = (select coalesce(translation_of, id) from ${table} where id = $1)
         or translation_of = (select coalesce(translation_of, id) from ${table} where id = $1)
      order by translation_of nulls first, locale`,
    [id],
  )
  return rows.map((r) => ({
    id: String(r.id),
    slug: String(r.slug ?? ""),
    published: isLiveRow(r),
    publish_at: r.publish_at ? iso(r.publish_at) : null,
    version: Number(r.version ?? 1),
    ...toTranslation(r),
  }))
}

function isLiveRow(r: SqlRow): boolean {
  return r.published === true && (!r.publish_at || Date.parse(iso(r.publish_at)) <= Date.now())
}

/** A unique violation in the app's words: the slug taken in this locale, or a second translation into one locale. */
export function uniqueInWords(err: unknown, slugKey: string, translationKey: string): unknown {
  if (isUniqueViolation(err, slugKey)) return slugTaken()
  if (isUniqueViolation(err, translationKey)) return translationExists()
  return err
}

/** A writable column, with an optional SQL cast for the parameter. */
export type Column<Input> = { name: keyof Input & string; cast?: string }

type Spec<Row, Input> = {
  table: "posts" | "pages"
  /** Writable columns in order: the content type's declared columns (lib/domain/content). */
  columns: Column<Input>[]
  toRow(r: SqlRow): Row
}

/** posts and pages share everything but their columns: list, get, CRUD, publish flag, counts. */
export function contentStore<Row, Input extends { published: boolean }>(db: Db, spec: Spec<Row, Input>): ContentStore<Row, Input> {
  const { table, columns, toRow } = spec
  const values = (input: Scheduled<Input>) => [...columns.map((c) => input[c.name]), input.publish_at]
  const params = (offset: number) => columns.map((c, i) => `$${i + offset}${c.cast ? `::${c.cast}` : ""}`)
  const publishedIndex = columns.findIndex((c) => c.name === "published") + 1
  const kind = table === "posts" ? "post" : "page"
  const snapshotKeys = columns.map((c) => c.name as string)
  const noMeta: SaveMeta = { userId: null, email: "", expectedVersion: null }

  async function write<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (err) {
      throw uniqueInWords(err, `${table}_slug_key`, `${table}_translation_key`)
    }
  }

  return {
    async list(q: NormalizedListQuery): Promise<Paged<Row>> {
      const search = q.search.trim()
      const dir = q.order === "asc" ? "asc" : "desc"
      const order = (t = "") => (q.sort === "title" ? `lower(${t}title) ${dir}, ${t}seq ${dir}` : `${t}created_at ${dir}, ${t}seq ${dir}`)
      const orderBy = order()
      const offset = (q.page - 1) * q.pageSize
      // An optional locale filter: the admin lists show every language unless asked for one.
      const locale = q.locale ?? null
      const inLocale = (n: number) => `($${n}::text is null or locale = $${n}::text)`
      if (!search) {
        const [rows, count] = await Promise.all([
          db.query(`select * from ${table} where ${inLocale(3)} order by ${orderBy} limit $1 offset $2`, [q.pageSize, offset, locale]),
          db.query<{ total: number }>(`select count(*)::int as total from ${table} where ${inLocale(1)}`, [locale]),
        ])
        return { rows: rows.map(toRow), total: count[0]?.total ?? 0, page: q.page, pageSize: q.pageSize }
      }
      // With a search, one pass over the titles yields both the page and the total.
      const pattern = containsPattern(search)
      const rows = await db.query(
        `with matched as materialized (select id, title, created_at, seq from ${table} where title ilike $1 and ${inLocale(4)})
         select t.*, (select count(*)::int from matched) as total_count
           from (select id from matched order by ${orderBy} limit $2 offset $3) as page
           join ${table} t using (id)
          order by ${order("t.")}`,
        [pattern, q.pageSize, offset, locale],
      )
      const total = rows[0]
        ? Number(rows[0].total_count)
        : ((await db.query<{ total: number }>(`select count(*)::int as total from ${table} where title ilike $1 and ${inLocale(2)}`, [pattern, locale]))[0]?.total ?? 0)
      return { rows: rows.map(toRow), total, page: q.page, pageSize: q.pageSize }
    },

    async get(id) {
      const rows = await db.query(`select * from ${table} where id = $1`, [id])
      return rows[0] ? toRow(rows[0]) : null
    },

    async getPublishedBySlug(slug, locale = DEFAULT_LOCALE) {
      const rows = await db.query(`select * from ${table} where slug = $1 and locale = $2 and ${LIVE}`, [slug, locale])
      return rows[0] ? toRow(rows[0]) : null
    },

    create(input, meta = noMeta, origin = ORIGINAL) {
      return write(() =>
        db.transaction(async (tx) => {
          const n = columns.length
          const at = `$${n + 1}::timestamptz`
          const sql = `insert into ${table} (${columns.map((c) => c.name).join(", ")}, publish_at, published_at, updated_by, updated_by_email,
                                             locale, translation_of, source_version)
            values (${params(1).join(", ")}, ${at},
                    case when $${publishedIndex}::boolean then coalesce(${at}, now()) end, $${n + 2}::uuid, $${n + 3},
                    $${n + 4}, $${n + 5}::uuid, $${n + 6}::int) returning *`
          const rows = await tx.query(sql, [...values(input), meta.userId, meta.email, origin.locale, origin.translation_of, origin.source_version])
          await recordRevision(tx, kind, rows[0]!, snapshotKeys, meta)
          return toRow(rows[0]!)
        }),
      )
    },

    update(id, input, meta = noMeta) {
      return write(() =>
        db.transaction(async (tx) => {
          const n = columns.length
          const placeholders = params(2)
          const sets = columns.map((c, i) => `${c.name} = ${placeholders[i]}`).join(", ")
          const at = `$${n + 2}::timestamptz`
          // The version check is part of the UPDATE itself: two saves from the same version cannot both pass.
          // A translation's save records the original's version it was made against (kept when not told).
          const sql = `update ${table} set ${sets}, publish_at = ${at}, updated_at = now(), version = version + 1,
              updated_by = $${n + 3}::uuid, updated_by_email = $${n + 4},
              published_at = ${publishedAtOnWrite(`$${publishedIndex + 1}::boolean`, at)},
              source_version = case when translation_of is null then null else coalesce($${n + 6}::int, source_version) end
            where id = $1 and ($${n + 5}::int is null or version = $${n + 5}::int) returning *`
          const rows = await tx.query(sql, [id, ...values(input), meta.userId, meta.email, meta.expectedVersion, meta.sourceVersion ?? null])
          if (!rows[0]) return versionConflict(tx, table, id)
          await recordRevision(tx, kind, rows[0], snapshotKeys, meta)
          return toRow(rows[0])
        }),
      )
    },

    async setPublished(id, published, meta = noMeta) {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `update ${table} set published = $2, publish_at = null, updated_at = now(), version = version + 1,
             updated_by = $3::uuid, updated_by_email = $4,
             published_at = ${publishedAtOnWrite("$2", "null::timestamptz")}
           where id = $1 and ($5::int is null or version = $5::int) returning *`,
          [id, published, meta.userId, meta.email, meta.expectedVersion],
        )
        if (!rows[0]) return versionConflict(tx, table, id)
        await recordRevision(tx, kind, rows[0], snapshotKeys, meta)
        return toRow(rows[0])
      })
    },

    async remove(id) {
      const rows = await db.query(`delete from ${table} where id = $1 returning *`, [id])
      return rows[0] ? toRow(rows[0]) : null
    },

    async counts() {
      const rows = await db.query<{ total: number; published: number }>(
        `select count(*)::int as total, (count(*) filter (where ${LIVE}))::int as published from ${table}`,
      )
      return { total: rows[0]?.total ?? 0, published: rows[0]?.published ?? 0 }
    },

    async publishedSummaries(locale = DEFAULT_LOCALE): Promise<PublishedSummary[]> {
      const rows = await db.query(
        `select id, slug, title, updated_at, published_at, noindex, locale, translation_of from ${table} where locale = $1 and ${LIVE}
         order by coalesce(published_at, created_at) desc, slug asc`,
        [locale],
      )
      return rows.map((r) => ({
        id: String(r.id),
        slug: String(r.slug),
        title: String(r.title),
        updated_at: iso(r.updated_at),
        published_at: r.published_at ? iso(r.published_at) : null,
        noindex: r.noindex === true,
        locale: toTranslation(r).locale,
        translation_of: toTranslation(r).translation_of,
      }))
    },

    translations: (id) => translationGroup(db, table, id),

    async nextPublishAt() {
      const rows = await db.query(`select min(publish_at) as at from ${table} where published and publish_at > now()`)
      return rows[0]?.at ? iso(rows[0].at) : null
    },
  }
}
