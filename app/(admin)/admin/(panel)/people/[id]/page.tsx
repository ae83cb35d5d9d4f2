import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { listMedia } from "@/lib/data/media"
import { getPersonById } from "@/lib/data/people"
import { PEOPLE_UI } from "@/lib/copy/people"
import { BackButton } from "@/components/admin/back-button"
import { EditorLoadFailed } from "@/components/admin/editor/editor-load-failed"
import { PageHeader } from "@/components/admin/page-header"
import { PersonForm } from "@/components/admin/people/person-form"

import { savePerson } from "../actions"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await params).id === "new" ? PEOPLE_UI.createTitle : PEOPLE_UI.editTitle }
}

export default async function PersonEditorPage({ params }: Props) {
  const { id } = await params
  const isNew = id === "new"
  const header = (
    <PageHeader
      title={isNew ? PEOPLE_UI.createTitle : PEOPLE_UI.editTitle}
      crumbs={[{ label: PEOPLE_UI.listTitle, href: "/admin/people" }]}
      actions={<BackButton href="/admin/people" label={PEOPLE_UI.back} />}
    />
  )
  const loaded = await loadForScreen("getPersonById", async () => ({
    person: isNew ? null : await getPersonById(id),
    // Photos come from the media library: its raster images only.
    images: (await listMedia()).filter((f) => /^image\/(png|jpeg|gif|webp)$/.test(f.content_type)).map((f) => ({ url: f.url, name: f.name })),
  }))
  if (!loaded.ok) {
    return (
      <>
        {header}
        <EditorLoadFailed toast={PEOPLE_UI.loadFailed} message={PEOPLE_UI.notFound} backHref="/admin/people" backLabel={PEOPLE_UI.back} />
      </>
    )
  }
  const p = loaded.data.person
  return (
    <>
      {header}
      <PersonForm
        key={id}
        id={isNew ? null : id}
        images={loaded.data.images}
        initialValues={{
          name: p?.name ?? "",
          slug: p?.slug ?? "",
          credentials: p?.credentials ?? "",
          job_title: p?.job_title ?? "",
          bio: p?.bio ?? "",
          photo: p?.photo ?? "",
          photo_alt: p?.photo_alt ?? "",
          links: (p?.links ?? []).join("\n"),
        }}
        save={savePerson}
      />
    </>
  )
}
