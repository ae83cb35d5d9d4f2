import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { fromAdminRow } from "@/lib/blog/from-row"
import { getPostSurroundings } from "@/lib/blog/post-surroundings"
import { getSharedRecord } from "@/lib/data/share-links"
import { PostArticle } from "@/components/blog/post-article"
import { PageArticle } from "@/components/site/page-article"
import { PreviewBanner } from "@/components/site/preview-banner"

type Props = { params: Promise<{ token: string }> }

// A client's approval link: the last saved version, read-only, rendered per request and never indexed.
export const dynamic = "force-dynamic"

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function SharedPreviewPage({ params }: Props) {
  const shared = await getSharedRecord((await params).token)
  if (!shared) notFound()
  if (shared.kind === "page") {
    return (
      <>
        <PreviewBanner />
        <PageArticle title={shared.row.title} content={shared.row.content} />
      </>
    )
  }
  const post = fromAdminRow(shared.row)
  return (
    <>
      <PreviewBanner />
      <PostArticle post={post} {...await getPostSurroundings(post)} />
    </>
  )
}
