import type { Metadata } from "next"

import { toRedirectItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import { listRedirects } from "@/lib/data/redirects"
import { REDIRECT_UI } from "@/lib/copy/publishing"
import { Card } from "@/components/ui/card"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"
import { ListSearch } from "@/components/admin/list-search"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { Pagination } from "@/components/admin/pagination"
import { RedirectManager } from "@/components/admin/redirects/redirect-manager"

import { deleteRedirect, saveRedirect } from "./actions"
import { REDIRECT_LIST } from "./columns"

export const metadata: Metadata = { title: REDIRECT_UI.title }

const BASE = "/admin/redirects"

export default async function RedirectsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseListState(await searchParams, REDIRECT_LIST.defaultSort)
  const loaded = await loadForScreen("listRedirects", async () => {
    const { rows, total } = await listRedirects({ search: state.q, sort: state.sort, order: state.order, page: state.page, pageSize: PAGE_SIZE })
    return { rows: rows.map(toRedirectItem), total }
  })
  const rows = loaded.ok ? loaded.data.rows : []
  const total = loaded.ok ? loaded.data.total : 0
  return (
    <>
      <PageHeader title={REDIRECT_UI.title} />
      {loaded.ok ? null : <LoadErrorToast description={REDIRECT_UI.loadFailed} />}
      <Card className="gap-4 px-4 py-4 sm:px-6">
        {REDIRECT_LIST.search.length > 0 ? <ListSearch basePath={BASE} state={state} placeholder={REDIRECT_UI.searchPlaceholder} /> : null}
        <RedirectManager columns={REDIRECT_LIST.columns} rows={rows} save={saveRedirect} remove={deleteRedirect} />
        {total > 0 ? <Pagination basePath={BASE} state={state} total={total} pageSize={PAGE_SIZE} noun="redirects" /> : null}
      </Card>
    </>
  )
}
