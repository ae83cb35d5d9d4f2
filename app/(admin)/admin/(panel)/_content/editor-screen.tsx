import type { Metadata } from "next"

import { loadEditorExtras } from "@/lib/data/admin/editor-extras"
import { loadEditorSafety } from "@/lib/data/admin/editor-safety"
import { loadForScreen } from "@/lib/data/admin/load"
import { loadSeoExtras } from "@/lib/data/admin/seo-extras"
import { isTranslatableKind, loadTranslationPanel } from "@/lib/data/admin/translation-extras"
import type { TranslationProps } from "@/lib/data/admin/translation-types"
import { getDocument } from "@/lib/data/documents"
import type { ActionResult } from "@/lib/data/admin/views"
import { serverEnv } from "@/lib/server/env"
import { contentType, declarationOf } from "@/lib/domain/content"
import { DOCUMENT_TYPE_NAMES, type ContentKind, type DocumentTypeName } from "@/lib/domain/types"
import type { PageFormValues } from "@/lib/domain/schemas/page"
import type { PostFormValues } from "@/lib/domain/schemas/post"
import { BackButton } from "@/components/admin/back-button"
import { DocumentEditor } from "@/components/admin/editor/document-editor"
import { EditorLoadFailed } from "@/components/admin/editor/editor-load-failed"
import { PageEditor } from "@/components/admin/editor/page-editor"
import { PostEditor } from "@/components/admin/editor/post-editor"
import type { SavedRecord } from "@/components/admin/editor/types"
import { ENTITY_MESSAGES } from "@/components/admin/entity-messages"
import { PageHeader } from "@/components/admin/page-header"
import { MedicalReviewBox } from "@/components/admin/editor/medical-review-box"
import { getReviewStatus } from "@/lib/data/medical-review"
import { listPersonOptions } from "@/lib/data/people"

import { createShareLinkAction, renderMarkdownPreview, revokeShareLinkAction } from "../actions"
import { EDITOR_SAFETY_ACTIONS } from "../editor-safety-actions"
import { requestReviewAction, revokeReviewAction } from "../review-actions"
import { createTranslationAction, translationPanelAction } from "../translation-actions"
import { capitalized } from "./content-actions"
import { contentScreenRefusal } from "./screen-access"

/** A route's bound save action (posts/actions.ts, pages/actions.ts). */
type BoundSave = (id: string | null, values: unknown, opts?: { version?: unknown }) => Promise<ActionResult<SavedRecord>>

/** The Languages panel of a saved record (none for a new one, or when it cannot be read: the editor still opens). */
async function loadTranslations(name: ContentKind, id: string): Promise<TranslationProps | undefined> {
  if (!isTranslatableKind(name)) return undefined
  const panel = await loadTranslationPanel(name, id).catch((err: unknown) => {
    console.error("[editor] languages failed to load", err)
    return null
  })
  return panel ? { kind: name, id, initial: panel, actions: { create: createTranslationAction, load: translationPanelAction } } : undefined
}

/** A reviewable document's Medical review box (none when it cannot be read: the editor still opens). */
async function loadReview(name: ContentKind, id: string) {
  try {
    const [status, people] = await Promise.all([getReviewStatus(name, id), listPersonOptions()])
    return { status, people }
  } catch (err) {
    console.error("[editor] medical review failed to load", err)
    return undefined
  }
}

const isDocumentKind = (name: ContentKind): name is DocumentTypeName => (DOCUMENT_TYPE_NAMES as readonly string[]).includes(name)

export function editorMetadata(name: ContentKind) {
  return async ({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> => {
    const text = ENTITY_MESSAGES[name]
    return { title: (await params).id === "new" ? text.createTitle : text.editTitle }
  }
}

/**
 * The post and page editor screens: header, the record (or the spec's load failure), and the editor with its
 * extras (schedule, share links), safety (version, history, presence) and SEO context. A plain async function,
 * not a component, so that the route's tree is what the screen renders.
 */
export async function renderContentEditor(name: ContentKind, id: string, save: BoundSave) {
  const text = ENTITY_MESSAGES[name]
  const { adminPath } = contentType(name)
  const isNew = id === "new"
  const refused = await contentScreenRefusal(name, isNew ? text.createTitle : text.editTitle)
  if (refused) return refused
  const header = (
    <PageHeader
      title={isNew ? text.createTitle : text.editTitle}
      crumbs={[{ label: text.listTitle, href: adminPath }]}
      actions={<BackButton href={adminPath} label={text.back} />}
    />
  )
  const loaded = isNew
    ? { ok: true as const, data: null }
    : await loadForScreen(`get${capitalized(name)}ById`, () => getDocument(name, id))
  if (!loaded.ok) {
    return (
      <>
        {header}
        <EditorLoadFailed toast={text.loadOneFailed} message={text.notFound} backHref={adminPath} backLabel={text.back} />
      </>
    )
  }
  const [extras, seo, safety, translations, review] = await Promise.all([
    loadEditorExtras(name, loaded.data),
    loadSeoExtras(name),
    loadEditorSafety(loaded.data, EDITOR_SAFETY_ACTIONS),
    isNew ? undefined : loadTranslations(name, id),
    isNew || !declarationOf(name).review ? undefined : loadReview(name, id),
  ])
  const initialValues = contentType(name).toFormValues(loaded.data, extras.timeZone)
  const common = {
    id: isNew ? null : id,
    save,
    renderPreview: renderMarkdownPreview,
    timeZone: extras.timeZone,
    scheduledFor: extras.scheduledFor,
    share: { initialLinks: extras.shareLinks, create: createShareLinkAction, revoke: revokeShareLinkAction },
    safety,
    seo,
    translations,
  }
  return (
    <>
      {header}
      {name === "post" ? (
        <PostEditor key={id} {...common} initialValues={initialValues as PostFormValues} maxUploadBytes={serverEnv().MEDIA_MAX_BYTES} />
      ) : isDocumentKind(name) ? (
        <DocumentEditor key={id} kind={name} {...common} initialValues={initialValues as never} />
      ) : (
        <PageEditor key={id} {...common} initialValues={initialValues as PageFormValues} />
      )}
      {review ? (
        <div className="mt-6 max-w-xl">
          <MedicalReviewBox kind={name} id={id} initial={review.status} people={review.people} actions={{ request: requestReviewAction, revoke: revokeReviewAction }} />
        </div>
      ) : null}
    </>
  )
}
