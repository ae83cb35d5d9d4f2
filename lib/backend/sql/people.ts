import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PersonReference } from "@/lib/domain/types"
import type { PeopleStore, SettingsStore } from "@/lib/backend/types"
import { DataError, slugTaken } from "@/lib/domain/errors"

import { LIVE, liveOn } from "./content-store"
import { toPersonPostCounts, toPersonRow, toPostRow } from "./rows"
import { isUniqueViolation } from "@/lib/backend/db/sql"

/** A person named on a post cannot be deleted. */
export const personInUse = () => new DataError("conflict", "This person is still named on a post")

// Live posts that name the person: the people a visitor may read, and their author pages.
const NAMED_ON_LIVE = `exists (select 1 from posts p where ${liveOn("p.")}
  and (p.author_id = people.id or p.reviewer_id = people.id))`

export function sqlPeople(db: Db): PeopleStore {
  async function write<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (err) {
      if (isUniqueViolation(err, "people_slug_key")) throw slugTaken()
      // The foreign keys refuse a delete that raced with a post naming the person.
      if ((err as { code?: string })?.code === "23503") throw personInUse()
      throw err
    }
  }
  const one = async (sql: string, args: unknown[]) => {
    const rows = await db.query(sql, args)
    return rows[0] ? toPersonRow(rows[0]) : null
  }
  const values = (i: Parameters<PeopleStore["create"]>[0]) => [i.name, i.slug, i.credentials, i.job_title, i.bio, i.photo, i.photo_alt, i.links]

  return {
    async list() {
      return (await db.query("select * from people order by lower(name), seq")).map(toPersonRow)
    },
    get: (id) => one("select * from people where id = $1", [id]),
    getBySlug: (slug) => one("select * from people where slug = $1", [slug]),
    getPublicBySlug: (slug) => one(`select * from people where slug = $1 and ${NAMED_ON_LIVE}`, [slug]),
    async getPublicByIds(ids) {
      if (ids.length === 0) return []
      return (await db.query(`select * from people where id = any($1::uuid[]) and ${NAMED_ON_LIVE}`, [ids])).map(toPersonRow)
    },
    create(input) {
      return write(async () => {
        const rows = await db.query(
          `insert into people (name, slug, credentials, job_title, bio, photo, photo_alt, links)
           values ($1, $2, $3, $4, $5, $6, $7, $8::text[]) returning *`,
          values(input),
        )
        return toPersonRow(rows[0]!)
      })
    },
    update(id, input) {
      return write(() =>
        one(
          `update people set name = $2, slug = $3, credentials = $4, job_title = $5, bio = $6, photo = $7, photo_alt = $8,
             links = $9::text[], updated_at = now() where id = $1 returning *`,
          [id, ...values(input)],
        ),
      )
    },
    async references(id) {
      const rows = await db.query(
        `select id, title, case when author_id = $1 then 'author' else 'reviewer' end as role
           from posts where author_id = $1 or reviewer_id = $1 order by lower(title), seq`,
        [id],
      )
      return rows.map((r): PersonReference => ({ id: String(r.id), title: String(r.title), role: r.role === "author" ? "author" : "reviewer" }))
    },
    remove(id) {
      return write(() => one("delete from people where id = $1 returning *", [id]))
    },
    async listPublishedPosts(id, { limit, offset, locale }) {
      const where = `where ${LIVE} and locale = $2 and (author_id = $1 or reviewer_id = $1)`
      const [rows, count] = await Promise.all([
        db.query(`select * from posts ${where} order by coalesce(published_at, created_at) desc, slug asc limit $3 offset $4`, [id, locale, limit, offset]),
        db.query<{ total: number }>(`select count(*)::int as total from posts ${where}`, [id, locale]),
      ])
      return { rows: rows.map(toPostRow), total: count[0]?.total ?? 0 }
    },
    async livePostCounts() {
      return toPersonPostCounts(
        await db.query(
          `select pe.slug, po.locale, count(*)::int as total
             from people pe join posts po on po.author_id = pe.id or po.reviewer_id = pe.id
            where ${liveOn("po.")} group by pe.slug, po.locale order by pe.slug, po.locale`,
        ),
      )
    },
  }
}

export function sqlSettings(db: Db): SettingsStore {
  return {
    async all() {
      const rows = await db.query("select key, value from site_settings")
      return Object.fromEntries(rows.map((r) => [String(r.key), r.value]))
    },
    async set(key, value) {
      await db.query(
        `insert into site_settings (key, value) values ($1, $2::jsonb)
         on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [key, JSON.stringify(value)],
      )
    },
  }
}
