import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { ContentStore, DocumentTypeStore } from "@/lib/backend/types"
import type { ContentTypeName } from "@/lib/domain/content"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import type { PublishedSummary } from "@/lib/domain/types"

import { LIVE } from "./content-store"
import { toDocumentRow } from "./documents"
import { toPublishedSummary } from "./rows"
import { typedCrud } from "./typed-crud"

/** A stored document row as a type's record: its fields beside the columns, then the type's own row mapper. */
export const typedRow = <Row>(toRow: (r: SqlRow) => Row) => (r: SqlRow): Row => toRow(toDocumentRow(r))

/**
 * A content type's store with typed rows (posts, pages): the one document store underneath, each row mapped by the
 * type's mapper, plus the public reads every publishable collection has (the live document at a slug, the live
 * documents' summaries for sitemaps and language links).
 */
export function typedStore<Row, Input>(db: Db, store: DocumentTypeStore, type: ContentTypeName, toRow: (r: SqlRow) => Row): ContentStore<Row, Input> {
  const fromSql = typedRow(toRow)
  return {
    ...typedCrud<Row, Input>(store, toRow),

    async getPublishedBySlug(slug, locale = DEFAULT_LOCALE) {
      const rows = await db.query(`select * from documents where type = $1 and slug = $2 and locale = $3 and ${LIVE}`, [type, slug, locale])
      return rows[0] ? fromSql(rows[0]) : null
    },

    async publishedSummaries(locale = DEFAULT_LOCALE): Promise<PublishedSummary[]> {
      const rows = await db.query(
        `select id, slug, title, updated_at, published_at, coalesce((data->>'noindex')::boolean, false) as noindex, locale, translation_of
           from documents where type = $1 and locale = $2 and ${LIVE}
          order by coalesce(published_at, created_at) desc, slug asc`,
        [type, locale],
      )
      return rows.map(toPublishedSummary)
    },
  }
}
