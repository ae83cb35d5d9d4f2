import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PageRow } from "@/lib/domain/types"
import type { PageStore } from "@/lib/backend/types"
import type { PageInput } from "@/lib/domain/schemas/page"

import { contentStore } from "./content-store"
import { toPageRow } from "./rows"
import { SEO_COLUMNS } from "./seo-columns"

export function sqlPages(db: Db): PageStore {
  return contentStore<PageRow, PageInput>(db, {
    table: "pages",
    columns: [
      { name: "title" },
      { name: "slug" },
      { name: "content" },
      { name: "published", cast: "boolean" },
      { name: "meta_title" },
      { name: "meta_description" },
      ...SEO_COLUMNS,
    ],
    toRow: toPageRow,
  })
}
