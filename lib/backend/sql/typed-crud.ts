import type { SqlRow } from "@/lib/backend/db/types"
import type { ContentStore, DocumentTypeStore } from "@/lib/backend/types"
import type { DocumentRow } from "@/lib/domain/types"

/** The one document store's writes and reads as a type's typed rows (both adapters' typed stores start from this). */
export function typedCrud<Row, Input>(
  store: DocumentTypeStore,
  toRow: (r: SqlRow) => Row,
): Omit<ContentStore<Row, Input>, "getPublishedBySlug" | "publishedSummaries"> {
  const map = (r: DocumentRow | null) => (r ? toRow(r) : null)
  return {
    list: async (q) => {
      const page = await store.list(q)
      return { ...page, rows: page.rows.map(toRow) }
    },
    get: async (id) => map(await store.get(id)),
    create: async (input, meta, origin) => toRow(await store.create(input as Record<string, unknown>, meta, origin)),
    update: async (id, input, meta) => map(await store.update(id, input as Record<string, unknown>, meta)),
    setPublished: async (id, published, meta) => map(await store.setPublished(id, published, meta)),
    remove: async (id) => map(await store.remove(id)),
    counts: () => store.counts(),
    translations: (id) => store.translations(id),
  }
}
