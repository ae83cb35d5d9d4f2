import type { Metadata } from "next"

import { toPageListItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import { listPages } from "@/lib/data/pages"
import { LIST } from "@/lib/copy/common"
import { PAGES } from "@/lib/copy/pages"
import { ContentList } from "@/components/admin/content-list"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"

import { deletePage, togglePagePublished } from "./actions"

export const metadata: Metadata = { title: PAGES.listTitle }

export default async function ManagePagesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseListState(await searchParams)
  const loaded = await loadForScreen("listPages", async () => {
    const { rows, total } = await listPages({ search: state.q, sort: state.sort, order: state.order, page: state.page, pageSize: PAGE_SIZE })
    return { rows: rows.map(toPageListItem), total }
  })
  return (
    <ContentList
      kind="page"
      state={state}
      loaded={loaded}
      text={{ ...PAGES, newLabel: PAGES.newPage }}
      extraColumn={{
        header: LIST.columnSlug,
        placement: "before-status",
        className: "hidden md:table-cell",
        cellClassName: "font-mono text-xs text-muted-foreground",
        cell: (page) => `/${page.slug}`,
      }}
      togglePublished={togglePagePublished}
      remove={deletePage}
    />
  )
}
