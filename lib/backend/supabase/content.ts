import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { SqlRow } from "@/lib/backend/db/types"
import type { ContentStore, DocumentTypeStore } from "@/lib/backend/types"
import { toPublishedSummary } from "@/lib/backend/sql/rows"
import { typedRow } from "@/lib/backend/sql/typed-store"
import type { ContentTypeName } from "@/lib/domain/content"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import type { PublishedSummary } from "@/lib/domain/types"

import { due, supabaseDocumentStore } from "./documents"
import { rowsOf } from "./errors"
import { typedCrud } from "@/lib/backend/sql/typed-crud"

/**
 * A content type's store with typed rows (posts, pages) over PostgREST: the one document store underneath
 * (./documents.ts), each row mapped by the type's mapper, plus the public reads every publishable collection has
 * (the live document at a slug, the live documents' summaries for sitemaps and language links), as
 * lib/backend/sql/typed-store.ts does on the SQL backend. Row-level security decides what the caller may see.
 */
export function supabaseTyped<R, I>(sb: SupabaseClient, type: ContentTypeName, toRow: (r: SqlRow) => R): ContentStore<R, I> {
  const store: DocumentTypeStore = supabaseDocumentStore(sb, type)
  const live = () => sb.from("documents").select("*").eq("type", type).eq("published", true).or(due())
  return {
    ...typedCrud<R, I>(store, toRow),

    async getPublishedBySlug(slug, locale = DEFAULT_LOCALE) {
      const [row] = await rowsOf(live().eq("slug", slug).eq("locale", locale), `get ${type}`)
      return row ? typedRow(toRow)(row) : null
    },

    async publishedSummaries(locale = DEFAULT_LOCALE): Promise<PublishedSummary[]> {
      const rows = await rowsOf(
        sb
          .from("documents")
          .select("id,slug,title,updated_at,published_at,created_at,locale,translation_of,noindex:data->noindex")
          .eq("type", type)
          .eq("locale", locale)
          .eq("published", true)
          .or(due())
          .order("published_at", { ascending: false, nullsFirst: false })
          .order("slug", { ascending: true }),
        `list published ${type}`,
      )
      return rows.map(toPublishedSummary)
    },
  }
}
