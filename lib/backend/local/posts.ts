import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PostRow, PostStore } from "@/lib/backend/types"
import type { PostInput } from "@/lib/schemas/post"

import { contentStore, LIVE } from "./content-store"
import { toPostRow } from "./rows"
import { containsPattern } from "./sql"

export function localPosts(db: Db): PostStore {
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
    ],
    toRow: toPostRow,
  })

  return {
    ...base,

    async recent(limit) {
      const rows = await db.query("select * from posts order by created_at desc, seq desc limit $1", [limit])
      return rows.map(toPostRow)
    },

    async listPublished({ search, category, limit, offset }) {
      const s = search?.trim() ?? ""
      const c = category?.trim().toLowerCase() ?? ""
      // The blog's rules: search is a substring of title, excerpt, content or a tag; a category matches when the
      // slugified category contains it or a slugified tag equals it (slugs precomputed by migration 0002).
      const where = `where ${LIVE}
        and ($1::text is null or title ilike $1 or excerpt ilike $1 or content ilike $1
             or exists (select 1 from unnest(tags) t where t ilike $1))
        and ($2::text is null or strpos(category_slug, $2) > 0 or $2 = any(tag_slugs))`
      const args = [s ? containsPattern(s) : null, c || null]
      // One pass over the matches gives both the page and the total.
      const rows = await db.query(
        `with matched as materialized (
           select id, coalesce(published_at, created_at) as sort_at, slug from posts ${where}
         )
         select p.*, (select count(*)::int from matched) as total_count
           from (select id from matched order by sort_at desc, slug asc limit $3 offset $4) as page
           join posts p using (id)
          order by coalesce(p.published_at, p.created_at) desc, p.slug asc`,
        [...args, limit, offset],
      )
      const total = rows[0]
        ? Number(rows[0].total_count)
        : ((await db.query<{ total: number }>(`select count(*)::int as total from posts ${where}`, args))[0]?.total ?? 0)
      return { rows: rows.map(toPostRow), total }
    },
  }
}
