import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { PersonReference } from "@/lib/domain/types"
import type { PeopleStore, SettingsStore } from "@/lib/backend/types"
import { personInUse } from "@/lib/backend/sql/people"
import { toPersonPostCounts, toPersonRow, toPostRow } from "@/lib/backend/sql/rows"
import { slugTaken } from "@/lib/domain/errors"

import { fromPostgrest, rowsOf, type PostgrestResult } from "./errors"

type Row = Record<string, unknown>
function rows(p: PromiseLike<PostgrestResult>, what: string): Promise<Row[]> {
  return rowsOf(p, what, (error) => {
    if (String(error.message ?? "").includes("people_slug_key")) return slugTaken()
    if (error.code === "23503") return personInUse()
    return undefined
  })
}

/**
 * People over PostgREST. Row-level security shows visitors only people named on a live post, so the public
 * reads here are the admin reads made by an anonymous client.
 */
export function supabasePeople(sb: SupabaseClient): PeopleStore {
  const from = () => sb.from("people")
  const first = async (p: PromiseLike<PostgrestResult>, what: string) => {
    const [r] = await rows(p, what)
    return r ? toPersonRow(r) : null
  }
  const named = (id: string) => `author_id.eq.${id},reviewer_id.eq.${id}`
  return {
    async list() {
      return (await rows(from().select("*").order("name"), "list people")).map(toPersonRow)
    },
    get: (id) => first(from().select("*").eq("id", id), "get person"),
    getBySlug: (slug) => first(from().select("*").eq("slug", slug), "get person"),
    getPublicBySlug: (slug) => first(from().select("*").eq("slug", slug), "get person"),
    async getPublicByIds(ids) {
      if (ids.length === 0) return []
      return (await rows(from().select("*").in("id", ids), "get people")).map(toPersonRow)
    },
    async create(input) {
      const r = await first(from().insert(input).select("*"), "create person")
      if (!r) throw new Error("create person returned no row")
      return r
    },
    update: (id, input) => first(from().update({ ...input, updated_at: new Date().toISOString() }).eq("id", id).select("*"), "update person"),
    async references(id) {
      const found = await rows(sb.from("posts").select("id, title, author_id").or(named(id)).order("title"), "people references")
      return found.map((r): PersonReference => ({ id: String(r.id), title: String(r.title ?? ""), role: r.author_id === id ? "author" : "reviewer" }))
    },
    remove: (id) => first(from().delete().eq("id", id).select("*"), "delete person"),
    async listPublishedPosts(id, { limit, offset, locale }) {
      const { data, error, count } = await sb
        .from("posts")
        .select("*", { count: "exact" })
        .eq("published", true)
        .eq("locale", locale)
        .or(named(id))
        .order("published_at", { ascending: false })
        .order("slug")
        .range(offset, offset + limit - 1)
      if (error) throw fromPostgrest(error, "posts by person")
      return { rows: (data ?? []).map(toPostRow), total: count ?? 0 }
    },
    async livePostCounts() {
      // A function run with the caller's rights: a visitor counts only the live posts row-level security lets them read.
      return toPersonPostCounts(await rowsOf(sb.rpc("person_live_post_counts"), "post counts by person"))
    },
  }
}

export function supabaseSettings(sb: SupabaseClient): SettingsStore {
  return {
    async all() {
      const found = await rows(sb.from("site_settings").select("key, value"), "settings")
      return Object.fromEntries(found.map((r) => [String(r.key), r.value]))
    },
    async set(key, value) {
      await rows(sb.from("site_settings").upsert({ key, value, updated_at: new Date().toISOString() }).select("key"), "save setting")
    },
  }
}
