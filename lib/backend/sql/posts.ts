import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PostStore } from "@/lib/backend/types"
import { POST_TYPE } from "@/lib/domain/content/post"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"

import { LIVE } from "./content-store"
import { documentStore } from "./documents"
import { typedRow, typedStore } from "./typed-store"
import { toPostRow } from "./rows"

/** Posts: documents of type post (the one store), as typed rows, with the blog's own reads. */
export function sqlPosts(db: Db): PostStore {
  const type = POST_TYPE.name
  const flat = typedRow(toPostRow)
  return {
    ...typedStore(db, documentStore(db, type), type, toPostRow),

    async recent(limit) {
      const rows = await db.query("select * from documents where type = $2 order by created_at desc, seq desc limit $1", [limit, type])
      return rows.map(flat)
    },

    async listPublished({ limit, offset, locale = DEFAULT_LOCALE }) {
      // Live posts in the blog's order, one page and the total in one pass; the order is decided over narrow rows
      // (id, time, slug) and only the page's rows are read whole. The search and category rules are the blog's own
      // (lib/domain/blog/search.ts), applied above the backend.
      const rows = await db.query(
        `with live as materialized (
           select id, coalesce(published_at, created_at) as sort_at, slug from documents where type = $4 and locale = $3 and ${LIVE}
         )
         select p.*, (select count(*)::int from live) as total_count
           from (select id from live order by sort_at desc, slug asc limit $1 offset $2) as page
           join documents p using (id)
          order by coalesce(p.published_at, p.created_at) desc, p.slug asc`,
        [limit, offset, locale, type],
      )
      const total = rows[0]
        ? Number(rows[0].total_count)
        : ((await db.query<{ total: number }>(`select count(*)::int as total from documents where type = $2 and locale = $1 and ${LIVE}`, [locale, type]))[0]?.total ?? 0)
      return { rows: rows.map(flat), total }
    },
  }
}
