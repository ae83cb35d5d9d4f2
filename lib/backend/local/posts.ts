import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PostRow, PostStore } from "@/lib/backend/types"
import type { PostInput } from "@/lib/schemas/post"

import { contentStore } from "./content-store"
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
      const rows = await db.query("select * from posts order by created_at desc, id desc limit $1", [limit])
      return rows.map(toPostRow)
    },

    async listPublished({ search, category, limit, offset }) {
      const s = search?.trim() ?? ""
      const c = category?.trim().toLowerCase() ?? ""
      // The blog's rules: search is a substring of title, excerpt, content or a tag; a category matches when the
      // slugified category contains it or a slugified tag equals it.
      const where = `where published
        and ($1::text is null or title ilike $1 or excerpt ilike $1 or content ilike $1
             or exists (select 1 from unnest(tags) t where t ilike $1))
        and ($2::text is null or strpos(slugify(category), $2) > 0
             or exists (select 1 from unnest(tags) t where slugify(t) = $2))`
      const args = [s ? containsPattern(s) : null, c || null]
      const [rows, count] = await Promise.all([
        db.query(`select * from posts ${where} order by coalesce(published_at, created_at) desc, slug asc limit $3 offset $4`, [
          ...args,
          limit,
          offset,
        ]),
        db.query<{ total: number }>(`select count(*)::int as total from posts ${where}`, args),
      ])
      return { rows: rows.map(toPostRow), total: count[0]?.total ?? 0 }
    },
  }
}
