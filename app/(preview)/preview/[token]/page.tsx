import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { findSharedDocument, findSharedRecord } from "@/lib/site/document-preview"
import { fromAdminRow } from "@/lib/site/from-row"
import { getPostSurroundings } from "@/lib/site/post-surroundings"
import { setPreviewChrome } from "@/lib/site/site-chrome"
import { PostArticle } from "@/components/blog/post-article"
import { DocumentTemplate } from "@/components/templates"
import { PageArticle } from "@/components/site/page-article"
import { PreviewBanner } from "@/components/site/preview-banner"

type Props = { params: Promise<{ token: string }> }

// A client's approval link: the last saved version, read-only, rendered per request and never indexed.
export const dynamic = "force-dynamic"

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function SharedPreviewPage({ params }: Props) {
  const { token } = await params
  const document = await findSharedDocument(token)
  if (document) {
    // The contact section reads the contact details wherever it is drawn: a shared contact details document shows.
    setPreviewChrome(document.chrome)
    return (
      <>
        <PreviewBanner />
        <div lang={document.locale} className="contents">
          <DocumentTemplate view={document.view} />
        </div>
      </>
    )
  }
  const shared = await findSharedRecord(token)
  if (!shared) notFound()
  // The previews' root is English; a version in another language declares its own around what it draws.
  if (shared.kind === "page") {
    return (
      <>
        <PreviewBanner />
        <div lang={shared.row.locale} className="contents">
          <PageArticle title={shared.row.title} content={shared.row.content} />
        </div>
      </>
    )
  }
  if (shared.kind !== "post") notFound()
  const post = fromAdminRow(shared.row)
  return (
    <>
      <PreviewBanner />
      <div lang={post.locale} className="contents">
        <PostArticle post={post} {...await getPostSurroundings(post)} locale={post.locale} />
      </div>
    </>
  )
}
