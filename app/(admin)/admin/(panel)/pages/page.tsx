import type { Metadata } from "next"
import Link from "next/link"
import { Plus } from "lucide-react"

import { toPageListItem } from "@/lib/admin/dto"
import { loadForScreen } from "@/lib/admin/load"
import { listPages } from "@/lib/data/pages"
import { PAGES } from "@/lib/messages/pages"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { ListSearch } from "@/components/admin/list-search"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { PagesTable } from "@/components/admin/pages-table"
import { Pagination } from "@/components/admin/pagination"

import { deletePage, togglePagePublished } from "./actions"

export const metadata: Metadata = { title: PAGES.listTitle }

export default async function ManagePagesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseListState(await searchParams)
  const loaded = await loadForScreen("listPages", () =>
    listPages({ search: state.q, sort: state.sort, order: state.order, page: state.page, pageSize: PAGE_SIZE }),
  )
  const rows = loaded.ok ? loaded.data.rows.map(toPageListItem) : []
  const total = loaded.ok ? loaded.data.total : 0
  return (
    <>
      <PageHeader
        title={PAGES.listTitle}
        actions={
          <Button asChild>
            <Link href="/admin/pages/new">
              <Plus aria-hidden />
              {PAGES.newPage}
            </Link>
          </Button>
        }
      />
      {loaded.ok ? null : <LoadErrorToast description={PAGES.loadFailed} />}
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <ListSearch basePath="/admin/pages" state={state} placeholder={PAGES.searchPlaceholder} />
        <PagesTable rows={rows} state={state} togglePublished={togglePagePublished} remove={deletePage} />
        {total > 0 ? <Pagination basePath="/admin/pages" state={state} total={total} pageSize={PAGE_SIZE} noun="pages" /> : null}
      </Card>
    </>
  )
}
