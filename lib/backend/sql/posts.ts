import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PostRow } from "@/lib/domain/types"
import type { PostStore } from "@/lib/backend/types"
import type { PostInput } from "@/lib/domain/schemas/post"

import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import { POST_TYPE } from "@/lib/domain/content/post"
import { storedColumns } from "@/lib/domain/content/types"

import { contentStore, LIVE, type Column } from "./content-store"
import { toPostRow } from "./rows"

export function sqlPosts(db: Db): PostStore {
  const base = contentStore<PostRow, PostInput>(db, {
    table: "posts",
    columns: storedColumns(POST_TYPE) as Column<PostInput>[],
    toRow: toPostRow,
  })

  return {
    ...base,

    async recent(limit) {
      const rows = await db.query("select * from posts order by created_at desc, seq desc limit $1", [limit])
      return rows.map(toPostRow)
    },

    async listPublished({ limit, offset, locale = DEFAULT_LOCALE }) {
      // Live posts in the blog's order, one page and the total in one pass; the order is decided over narrow rows
      // (id, time, slug) and only the page's rows are read whole. The search and category rules are the blog's own
      // (lib/domain/blog/search.ts), applied above the backend.
      const rows = await db.query(
        `with live as materialized (
           select id, coalesce(published_at, created_at) as sort_at, slug from posts where locale = $3 and ${LIVE}
         )
         select p.*, (select count(*)::int from live) as total_count
           from (select id from live order by sort_at desc, slug asc limit $1 offset $2) as page
           join posts p using (id)
          order by coalesce(p.published_at, p.created_at) desc, p.slug asc`,
        [limit, offset, locale],
      )
      const total = rows[0]
        ? Number(rows[0].total_count)
        : ((await db.query<{ total: number }>(`select count(*)::int as total from posts where locale = $1 and ${LIVE}`, [locale]))[0]?.total ?? 0)
      return { rows: rows.map(toPostRow), total }
    },
  }
}
