import "server-only"

import { randomUUID } from "node:crypto"

import type { Backend, CookieJar, MessageStore, PageRow, PostRow, PostStore } from "@/lib/backend/types"
import { toMessageRow, toPageRow, toPostRow } from "@/lib/backend/local/rows"
import type { PageInput } from "@/lib/schemas/page"
import type { PostInput } from "@/lib/schemas/post"

import { supabaseAuth } from "./auth"
import { supabaseContent } from "./content"
import { fromPostgrest } from "./errors"
import { supabaseMedia } from "./media"
import { supabasePreviews, supabaseRedirects, supabaseShareLinks } from "./publishing"
import { supabaseServerClient, type SupabaseConfig } from "./server"

/** The Supabase adapter: PostgREST tables, Storage bucket `uploads`, Supabase Auth; built per request (cookies). */
export function createSupabaseBackend(jar: CookieJar, config?: SupabaseConfig): Backend {
  const sb = supabaseServerClient(jar, config)
  // The form's local "schedule" text is not a column: publish_at (UTC) carries it.
  const withoutSchedule = <I extends { schedule?: string }>(i: I) => Object.fromEntries(Object.entries(i).filter(([k]) => k !== "schedule"))
  const postValues = (i: PostInput) => withoutSchedule(i)
  const pageValues = (i: PageInput) => withoutSchedule(i)

  const postsBase = supabaseContent<PostRow, PostInput>(sb, "posts", toPostRow, postValues)
  const posts: PostStore = {
    ...postsBase,
    async recent(limit) {
      const { data, error } = await sb.from("posts").select("*").order("created_at", { ascending: false }).limit(limit)
      if (error) throw fromPostgrest(error, "recent posts")
      return (data ?? []).map(toPostRow)
    },
    async listPublished({ search, category, limit, offset }) {
      const call = (lim: number, off: number) =>
        sb.rpc("search_published_posts", { q: search?.trim() ?? "", category: category?.trim().toLowerCase() ?? "", lim, off })
      const { data, error } = await call(limit, offset)
      if (error) throw fromPostgrest(error, "search posts")
      const rows = (data ?? []) as { post: Record<string, unknown>; total: number | string }[]
      let total = rows[0] ? Number(rows[0].total) : 0
      if (!rows[0] && offset > 0) {
        const first = await call(1, 0)
        total = first.data?.[0] ? Number(first.data[0].total) : 0
      }
      return { rows: rows.map((r) => toPostRow(r.post)), total }
    },
  }

  const messages: MessageStore = {
    async create(input) {
      // Visitors may insert but not read messages back, so the row is built here rather than returned.
      const row = { id: randomUUID(), ...input }
      const { error } = await sb.from("messages").insert(row)
      if (error) throw fromPostgrest(error, "create message")
      return toMessageRow({ ...row, read: false, created_at: new Date() })
    },
    async list({ page, pageSize }) {
      const offset = (page - 1) * pageSize
      const { data, error, count } = await sb
        .from("messages")
        .select("*", { count: "exact" })
        .order("created_at", { ascending: false })
        .order("id", { ascending: false })
        .range(offset, offset + pageSize - 1)
      if (error) throw fromPostgrest(error, "list messages")
      return { rows: (data ?? []).map(toMessageRow), total: count ?? 0, page, pageSize }
    },
    async setRead(id, read) {
      const { data, error } = await sb.from("messages").update({ read }).eq("id", id).select("id")
      if (error) throw fromPostgrest(error, "mark message")
      return (data ?? []).length > 0
    },
    async remove(id) {
      const { data, error } = await sb.from("messages").delete().eq("id", id).select("id")
      if (error) throw fromPostgrest(error, "delete message")
      return (data ?? []).length > 0
    },
    async countUnread() {
      const { count, error } = await sb.from("messages").select("*", { count: "exact", head: true }).eq("read", false)
      if (error) throw fromPostgrest(error, "count messages")
      return count ?? 0
    },
  }

  return {
    kind: "supabase",
    posts,
    pages: supabaseContent<PageRow, PageInput>(sb, "pages", toPageRow, pageValues),
    messages,
    media: supabaseMedia(sb),
    auth: supabaseAuth(sb),
    redirects: supabaseRedirects(sb),
    shareLinks: supabaseShareLinks(sb),
    previews: supabasePreviews(sb),
  }
}
