import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PersonReference } from "@/lib/domain/types"
import type { DocumentTypeStore, PeopleStore, SettingsStore } from "@/lib/backend/types"
import { CONTENT_TYPES } from "@/lib/domain/content"
import { PERSON_TYPE } from "@/lib/domain/content/person"
import { POST_TYPE } from "@/lib/domain/content/post"
import { DataError } from "@/lib/domain/errors"

import { LIVE, liveOn } from "./content-store"
import { documentStore } from "./documents"
import { toPersonPostCounts, toPersonRow, toPostRow } from "./rows"
import { typedRow } from "./typed-store"

/** A person named on a post cannot be deleted. */
export const personInUse = () => new DataError("conflict", "This person is still named on a post")

/**
 * A person's writes over the one document store, the same on both adapters: create, update, the posts that name
 * them (one entry per post: as its author when it names the person as both), and a delete the references' foreign
 * keys refuse while a post names them (a race with a post being saved included).
 */
export function personWrites(store: DocumentTypeStore): Pick<PeopleStore, "create" | "update" | "references" | "remove"> {
  return {
    create: async (input) => toPersonRow(await store.create(input)),
    update: async (id, input) => {
      const row = await store.update(id, input)
      return row ? toPersonRow(row) : null
    },
    async references(id) {
      const seen = new Set<string>()
      const refs: PersonReference[] = []
      for (const r of await store.references!(id)) {
        if (r.type !== POST_TYPE.name || seen.has(r.id)) continue
        seen.add(r.id)
        refs.push({ id: r.id, title: r.title, role: r.field === "author_id" ? "author" : "reviewer" })
      }
      return refs
    },
    async remove(id) {
      try {
        const row = await store.remove(id)
        return row ? toPersonRow(row) : null
      } catch (err) {
        throw err instanceof DataError && err.code === "conflict" ? personInUse() : err
      }
    },
  }
}

const PERSON = PERSON_TYPE.name
const POST = POST_TYPE.name

// The publishable types (posts, pages, events…): a person named by a live document of one of them is public.
const PUBLISHABLE = Object.values(CONTENT_TYPES)
  .filter((t) => t.publishable)
  .map((t) => `'${t.name}'`)
  .join(", ")

// Live documents that name the person (document_refs: a post's author and reviewer, an event's speakers): the people
// a visitor may read, and their author pages. Supabase's row-level security draws the same line.
const NAMED_ON_LIVE = `exists (select 1 from document_refs r join documents p on p.id = r.document_id
  where r.target_id = pe.id and p.type in (${PUBLISHABLE}) and ${liveOn("p.")})`

/** People: documents of type person (the one store), as typed rows, with the reads that follow their references. */
export function sqlPeople(db: Db): PeopleStore {
  const store = documentStore(db, PERSON)
  const person = typedRow(toPersonRow)
  const one = async (sql: string, args: unknown[]) => {
    const rows = await db.query(sql, args)
    return rows[0] ? person(rows[0]) : null
  }

  return {
    async list() {
      return (await db.query("select * from documents where type = $1 order by lower(title), seq", [PERSON])).map(person)
    },
    get: (id) => one("select * from documents where id = $1 and type = $2", [id, PERSON]),
    getBySlug: (slug) => one("select * from documents where slug = $1 and type = $2", [slug, PERSON]),
    getPublicBySlug: (slug) => one(`select * from documents pe where slug = $1 and type = $2 and ${NAMED_ON_LIVE}`, [slug, PERSON]),
    async getPublicByIds(ids) {
      if (ids.length === 0) return []
      return (await db.query(`select * from documents pe where id = any($1::uuid[]) and type = $2 and ${NAMED_ON_LIVE}`, [ids, PERSON])).map(person)
    },
    ...personWrites(store),
    async listPublishedPosts(id, { limit, offset, locale }) {
      const where = `where type = $3 and ${LIVE} and locale = $2 and exists (select 1 from document_refs r where r.document_id = documents.id and r.target_id = $1)`
      const [rows, count] = await Promise.all([
        db.query(`select * from documents ${where} order by coalesce(published_at, created_at) desc, slug asc limit $4 offset $5`, [id, locale, POST, limit, offset]),
        db.query<{ total: number }>(`select count(*)::int as total from documents ${where}`, [id, locale, POST]),
      ])
      return { rows: rows.map(typedRow(toPostRow)), total: count[0]?.total ?? 0 }
    },
    async livePostCounts() {
      return toPersonPostCounts(
        await db.query(
          `select pe.slug, po.locale, count(distinct po.id)::int as total
             from documents pe join document_refs r on r.target_id = pe.id join documents po on po.id = r.document_id
            where pe.type = $1 and po.type = $2 and ${liveOn("po.")} group by pe.slug, po.locale order by pe.slug, po.locale`,
          [PERSON, POST],
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
