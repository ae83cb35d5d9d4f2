import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PageStore } from "@/lib/backend/types"
import { PAGE_TYPE } from "@/lib/domain/content/page"

import { documentStore } from "./documents"
import { toPageRow } from "./rows"
import { typedStore } from "./typed-store"

/** Pages: documents of type page (the one store), as typed rows. */
export function sqlPages(db: Db): PageStore {
  return typedStore(db, documentStore(db, PAGE_TYPE.name), PAGE_TYPE.name, toPageRow)
}
