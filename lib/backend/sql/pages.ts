import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PageRow } from "@/lib/domain/types"
import type { PageStore } from "@/lib/backend/types"
import type { PageInput } from "@/lib/domain/schemas/page"

import { PAGE_TYPE } from "@/lib/domain/content/page"
import { storedColumns } from "@/lib/domain/content/types"

import { contentStore, type Column } from "./content-store"
import { toPageRow } from "./rows"

export function sqlPages(db: Db): PageStore {
  return contentStore<PageRow, PageInput>(db, {
    table: "pages",
    columns: storedColumns(PAGE_TYPE) as Column<PageInput>[],
    toRow: toPageRow,
  })
}
