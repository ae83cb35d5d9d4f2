import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PostRow } from "@/lib/domain/types"
import type { PostStore } from "@/lib/backend/types"
import type { PostInput } from "@/lib/domain/schemas/post"

import { contentStore, LIVE } from "./content-store"
import { POST_PEOPLE_COLUMNS, SEO_COLUMNS } from "./seo-columns"
import { toPostRow } from "./rows"

export function sqlPosts(db: Db): PostStore {
  const base = contentStore<PostRow, PostInput>(db, {
    table: "posts",
    columns: [
      { name: "title" },
      { name: "slug" },
      { name: "excerpt" },
      { name: "content" },
      { name: "category" },
      { name: "tags", cast: "text[]" },
      { name: "published", cast: "boolean" },
      { name: "featured_image" },
      { name: "featured_image_alt" },
      { name: "meta_title" },
      { name: "meta_description" },
      ...POST_PEOPLE_COLUMNS,
      ...SEO_COLUMNS,
    ],
    toRow: toPostRow,
  })

  return {
    ...base,

    async recent(limit) {
      const rows = await db.query("select * from posts order by created_at desc, seq desc limit $1", [limit])
      return rows.map(toPostRow)
    },

    async listPublished({ limit, offset }) {
      // Live posts in the blog's order, one page and the total in one pass; the order is decided over narrow rows
      // (id, time, slug) and only the page's rows are read whole. The search and category rules are the blog's own
      // (lib/domain/blog/search.ts), applied above the backend.
      const rows = await db.query(
        `with live as materialized (
           select id, coalesce(published_at, created_at) as sort_at, slug from posts where ${LIVE}
         )
         select p.*, (select count(*)::int from live) as total_count
           from (select id from live order by sort_at desc, slug asc limit $1 offset $2) as page
           join posts p using (id)
          order by coalesce(p.published_at, p.created_at) desc, p.slug asc`,
        [limit, offset],
      )
      const total = rows[0]
        ? Number(rows[0].total_count)
        : ((await db.query<{ total: number }>(`select count(*)::int as total from posts where ${LIVE}`))[0]?.total ?? 0)
      return { rows: rows.map(toPostRow), total }
    },
  }
}
