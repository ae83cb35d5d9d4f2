import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { listPeople } from "@/lib/data/people"
import { PEOPLE_UI } from "@/lib/copy/people"
import { Card } from "@/components/ui/card"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { PeopleList } from "@/components/admin/people/people-list"

import { deletePerson } from "./actions"

export const metadata: Metadata = { title: PEOPLE_UI.listTitle }

export default async function PeoplePage() {
  const loaded = await loadForScreen("listPeople", async () =>
    (await listPeople()).map((p) => ({ id: p.id, name: p.name, slug: p.slug, credentials: p.credentials, jobTitle: p.job_title })),
  )
  return (
    <>
      <PageHeader title={PEOPLE_UI.listTitle} />
      {loaded.ok ? null : <LoadErrorToast description={PEOPLE_UI.loadFailed} />}
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <PeopleList rows={loaded.ok ? loaded.data : []} remove={deletePerson} />
      </Card>
    </>
  )
}
