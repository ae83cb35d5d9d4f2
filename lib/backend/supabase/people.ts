import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { PeopleStore, SettingsStore } from "@/lib/backend/types"
import { personWrites } from "@/lib/backend/sql/people"
import { toPersonPostCounts, toPersonRow, toPostRow } from "@/lib/backend/sql/rows"
import { typedRow } from "@/lib/backend/sql/typed-store"
import { PERSON_TYPE } from "@/lib/domain/content/person"
import { POST_TYPE } from "@/lib/domain/content/post"

import { supabaseDocumentStore } from "./documents"
import { fromPostgrest, rowsOf, type PostgrestResult } from "./errors"

const PERSON = PERSON_TYPE.name
const POST = POST_TYPE.name

/** Posts naming the person, as PostgREST filters them: the post's references (documents.refs) are its author and reviewer. */
const naming = (id: string) => `refs->>author_id.eq.${id},refs->>reviewer_id.eq.${id}`

/**
 * People over PostgREST: documents of type person (the one store, ./documents.ts), as typed rows. Row-level security
 * shows visitors only people named by a live post (document_refs), so the public reads here are the admin reads made
 * by an anonymous client.
 */
export function supabasePeople(sb: SupabaseClient): PeopleStore {
  const store = supabaseDocumentStore(sb, PERSON)
  const from = () => sb.from("documents").select("*").eq("type", PERSON)
  const person = typedRow(toPersonRow)
  const first = async (p: PromiseLike<PostgrestResult>, what: string) => {
    const [r] = await rowsOf(p, what)
    return r ? person(r) : null
  }
  return {
    async list() {
      return (await rowsOf(from().order("title").order("seq"), "list people")).map(person)
    },
    get: (id) => first(from().eq("id", id), "get person"),
    getBySlug: (slug) => first(from().eq("slug", slug), "get person"),
    getPublicBySlug: (slug) => first(from().eq("slug", slug), "get person"),
    async getPublicByIds(ids) {
      if (ids.length === 0) return []
      return (await rowsOf(from().in("id", ids), "get people")).map(person)
    },
    ...personWrites(store),
    async listPublishedPosts(id, { limit, offset, locale }) {
      const { data, error, count } = await sb
        .from("documents")
        .select("*", { count: "exact" })
        .eq("type", POST)
        .eq("published", true)
        .eq("locale", locale)
        .or(naming(id))
        .order("published_at", { ascending: false })
        .order("slug")
        .range(offset, offset + limit - 1)
      if (error) throw fromPostgrest(error, "posts by person")
      return { rows: ((data ?? []) as Record<string, unknown>[]).map(typedRow(toPostRow)), total: count ?? 0 }
    },
    async livePostCounts() {
      // A function run with the caller's rights: a visitor counts only the references of live posts.
      return toPersonPostCounts(await rowsOf(sb.rpc("person_live_post_counts"), "post counts by person"))
    },
  }
}

export function supabaseSettings(sb: SupabaseClient): SettingsStore {
  return {
    async all() {
      const found = await rowsOf(sb.from("site_settings").select("key, value"), "settings")
      return Object.fromEntries(found.map((r) => [String(r.key), r.value]))
    },
    async set(key, value) {
      await rowsOf(sb.from("site_settings").upsert({ key, value, updated_at: new Date().toISOString() }).select("key"), "save setting")
    },
  }
}
