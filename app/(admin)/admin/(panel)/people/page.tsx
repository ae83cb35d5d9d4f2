import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { listDocuments } from "@/lib/data/site-documents"
import { PEOPLE_UI } from "@/lib/copy/people"
import { PERSON_TYPE } from "@/lib/domain/content/person"
import { Card } from "@/components/ui/card"
import { ListSearch } from "@/components/admin/list-search"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { Pagination } from "@/components/admin/pagination"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"
import { PeopleList } from "@/components/admin/people/people-list"

import { deletePerson } from "./actions"

export const metadata: Metadata = { title: PEOPLE_UI.listTitle }

/** Admin → People: one page of the directory from the one document store, searched by the declared field (the name). */
export default async function PeoplePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const base = PERSON_TYPE.adminPath
  const state = parseListState(await searchParams, PERSON_TYPE.list.defaultSort)
  const loaded = await loadForScreen("listPeople", async () => {
    const { rows, total } = await listDocuments(PERSON_TYPE.name, { search: state.q, sort: state.sort, order: state.order, page: state.page, pageSize: PAGE_SIZE })
    return {
      rows: rows.map((p) => ({ id: p.id, name: String(p.name ?? p.title), slug: p.slug, credentials: String(p.credentials ?? ""), jobTitle: String(p.job_title ?? "") })),
      total,
    }
  })
  const total = loaded.ok ? loaded.data.total : 0
  return (
    <>
      <PageHeader title={PEOPLE_UI.listTitle} />
      {loaded.ok ? null : <LoadErrorToast description={PEOPLE_UI.loadFailed} />}
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <PeopleList rows={loaded.ok ? loaded.data.rows : []} remove={deletePerson} empty={state.q ? PEOPLE_UI.noMatch : PEOPLE_UI.empty}>
          <ListSearch basePath={base} state={state} placeholder={PEOPLE_UI.searchPlaceholder} />
        </PeopleList>
        {total > 0 ? <Pagination basePath={base} state={state} total={total} pageSize={PAGE_SIZE} noun={PERSON_TYPE.labels.plural} /> : null}
      </Card>
    </>
  )
}
