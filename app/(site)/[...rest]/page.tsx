import { cache } from "react"
import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getPublishedPageBySlug } from "@/lib/data/pages"
import { RenderedMarkdown } from "@/components/admin/rendered-markdown"

type Props = { params: Promise<{ rest: string[] }> }

// One lookup per request for both the metadata and the page.
const findPage = cache(async (rest: string[]) => {
  if (rest.length !== 1) return null
  return getPublishedPageBySlug(rest[0])
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findPage((await params).rest)
  return page ? { title: page.title } : {}
}

// Published admin pages live at /{slug} (one segment); every other unknown URL renders the (site) not-found page,
// so it keeps the public header and footer.
export default async function PublishedPage({ params }: Props) {
  const page = await findPage((await params).rest)
  if (!page) notFound()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16" data-testid="published-page">
      <h1 className="mb-8 text-4xl font-semibold text-brand-deep sm:text-5xl">{page.title}</h1>
      <RenderedMarkdown source={page.content} />
    </article>
  )
}
