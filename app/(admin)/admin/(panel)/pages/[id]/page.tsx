import type { Metadata } from "next"

import { loadEditorExtras } from "@/lib/data/admin/editor-extras"
import { loadEditorSafety } from "@/lib/data/admin/editor-safety"
import { loadForScreen } from "@/lib/data/admin/load"
import { loadSeoExtras } from "@/lib/data/admin/seo-extras"
import { getPageById } from "@/lib/data/pages"
import { PAGES } from "@/lib/copy/pages"
import { toPageFormValues } from "@/lib/domain/schemas/page"
import { BackButton } from "@/components/admin/back-button"
import { EditorLoadFailed } from "@/components/admin/editor/editor-load-failed"
import { PageEditor } from "@/components/admin/editor/page-editor"
import { PageHeader } from "@/components/admin/page-header"

import { createShareLinkAction, renderMarkdownPreview, revokeShareLinkAction } from "../../actions"
import { EDITOR_SAFETY_ACTIONS } from "../../editor-safety-actions"
import { savePage } from "../actions"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await params).id === "new" ? PAGES.createTitle : PAGES.editTitle }
}

export default async function PageEditorPage({ params }: Props) {
  const { id } = await params
  const isNew = id === "new"
  const title = isNew ? PAGES.createTitle : PAGES.editTitle
  const header = (
    <PageHeader title={title} crumbs={[{ label: PAGES.listTitle, href: "/admin/pages" }]} actions={<BackButton href="/admin/pages" label={PAGES.back} />} />
  )
  const loaded = isNew ? { ok: true as const, data: null } : await loadForScreen("getPageById", () => getPageById(id))
  if (!loaded.ok) {
    return (
      <>
        {header}
        <EditorLoadFailed toast={PAGES.loadOneFailed} message={PAGES.notFound} backHref="/admin/pages" backLabel={PAGES.back} />
      </>
    )
  }
  const [extras, seo] = await Promise.all([loadEditorExtras("page", loaded.data), loadSeoExtras("page")])
  return (
    <>
      {header}
      <PageEditor
        key={id}
        id={isNew ? null : id}
        initialValues={toPageFormValues(loaded.data, extras.timeZone)}
        save={savePage}
        renderPreview={renderMarkdownPreview}
        timeZone={extras.timeZone}
        scheduledFor={extras.scheduledFor}
        share={{ initialLinks: extras.shareLinks, create: createShareLinkAction, revoke: revokeShareLinkAction }}
        safety={await loadEditorSafety(loaded.data, EDITOR_SAFETY_ACTIONS)}
        seo={seo}
      />
    </>
  )
}
