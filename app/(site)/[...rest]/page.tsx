import { cache } from "react"
import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { buildPageMetadata } from "@/lib/blog/page-metadata"
import { findPagePreview } from "@/lib/blog/preview"
import { getPublishedPageBySlug } from "@/lib/data/pages"
import { PageArticle } from "@/components/site/page-article"
import { PreviewBanner } from "@/components/site/preview-banner"

type Props = {
  params: Promise<{ rest: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// One lookup per request for both the metadata and the page.
const findPage = cache(async (rest: string[]) => {
  if (rest.length !== 1) return null
  return getPublishedPageBySlug(rest[0])
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const preview = await findPagePreview(searchParams)
  if (preview) return { title: preview.page.title, robots: { index: false, follow: false } }
  const page = await findPage((await params).rest)
  return page ? buildPageMetadata(page) : {}
}

// Published admin pages live at /{slug} (one segment); every other unknown URL renders the (site) not-found page,
// so it keeps the public header and footer. Redirects of old URLs are answered before this (proxy.ts).
export default async function PublishedPage({ params, searchParams }: Props) {
  const preview = await findPagePreview(searchParams)
  if (preview) {
    return (
      <>
        <PreviewBanner editorHref={preview.editorHref} />
        <PageArticle title={preview.page.title} content={preview.page.content} />
      </>
    )
  }
  const page = await findPage((await params).rest)
  if (!page) notFound()
  return <PageArticle title={page.title} content={page.content} />
}
