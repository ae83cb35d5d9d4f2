import type { Metadata } from "next"

import { loadEditorExtras } from "@/lib/data/admin/editor-extras"
import { loadEditorSafety } from "@/lib/data/admin/editor-safety"
import { loadForScreen } from "@/lib/data/admin/load"
import { loadSeoExtras } from "@/lib/data/admin/seo-extras"
import { getPostById } from "@/lib/data/posts"
import { serverEnv } from "@/lib/server/env"
import { POSTS } from "@/lib/copy/posts"
import { toPostFormValues } from "@/lib/domain/schemas/post"
import { BackButton } from "@/components/admin/back-button"
import { EditorLoadFailed } from "@/components/admin/editor/editor-load-failed"
import { PostEditor } from "@/components/admin/editor/post-editor"
import { PageHeader } from "@/components/admin/page-header"

import { createShareLinkAction, renderMarkdownPreview, revokeShareLinkAction } from "../../actions"
import { EDITOR_SAFETY_ACTIONS } from "../../editor-safety-actions"
import { savePost } from "../actions"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await params).id === "new" ? POSTS.createTitle : POSTS.editTitle }
}

export default async function PostEditorPage({ params }: Props) {
  const { id } = await params
  const isNew = id === "new"
  const title = isNew ? POSTS.createTitle : POSTS.editTitle
  const header = (
    <PageHeader title={title} crumbs={[{ label: POSTS.listTitle, href: "/admin/posts" }]} actions={<BackButton href="/admin/posts" label={POSTS.back} />} />
  )
  const loaded = isNew ? { ok: true as const, data: null } : await loadForScreen("getPostById", () => getPostById(id))
  if (!loaded.ok) {
    return (
      <>
        {header}
        <EditorLoadFailed toast={POSTS.loadOneFailed} message={POSTS.notFound} backHref="/admin/posts" backLabel={POSTS.back} />
      </>
    )
  }
  const [extras, seo] = await Promise.all([loadEditorExtras("post", loaded.data), loadSeoExtras("post")])
  return (
    <>
      {header}
      <PostEditor
        key={id}
        id={isNew ? null : id}
        initialValues={toPostFormValues(loaded.data, extras.timeZone)}
        save={savePost}
        renderPreview={renderMarkdownPreview}
        maxUploadBytes={serverEnv().MEDIA_MAX_BYTES}
        timeZone={extras.timeZone}
        scheduledFor={extras.scheduledFor}
        share={{ initialLinks: extras.shareLinks, create: createShareLinkAction, revoke: revokeShareLinkAction }}
        safety={await loadEditorSafety(loaded.data, EDITOR_SAFETY_ACTIONS)}
        seo={seo}
      />
    </>
  )
}
