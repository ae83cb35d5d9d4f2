import { cache } from "react"
import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "@/lib/domain/i18n"
import { absoluteUrl } from "@/lib/domain/site"
import { getDocumentReview } from "@/lib/site/people"
import { sitePageReview } from "@/lib/site/site-page-route"
import { hreflangLanguages } from "@/lib/site/alternates"
import { buildPageMetadata } from "@/lib/site/page-metadata"
import { getPublishedAdminPageBySlug, getPublishedAlternates } from "@/lib/site/public-reads"
import { findPagePreview } from "@/lib/site/preview"
import { buildSitePageMetadata } from "@/lib/site/site-page-metadata"
import { getPublishedSitePage } from "@/lib/site/site-pages"
import { sectionContext } from "@/lib/site/section-context"
import { RenderSections } from "@/components/sections/render-sections"
import { MedicalReview } from "@/components/site/medical-review"
import { PageArticle } from "@/components/site/page-article"
import { PreviewBanner } from "@/components/site/preview-banner"
import { CollectionTemplate, missingPageOf, TEMPLATES } from "@/components/templates"
import { collectionMetadata, collectionStaticPaths, findCollectionPage } from "@/lib/site/collections"
import { SITE_PAGE_TYPE_NAME } from "@/lib/domain/content/site-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

type Props = {
  params: LocaleParams<{ rest: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Static: a collection's index pages are prerendered at build (its documents too, from a database that is open), any
// other address renders on its first visit and stays cached. A change expires what it shows: the declared cache
// tags (dependOn, through the site-page and collection reads) and the changed record's paths (cacheTargets), and a
// scheduled record goes live on time. Search params are read only in draft mode: a Markdown page's preview.
export const revalidate = 300

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
  const paths = await collectionStaticPaths(locale, (template) => TEMPLATES[template]?.index !== undefined)
  return paths.map((rest) => ({ rest }))
}

// A landing page built from sections (any depth: /lp/dental-implants) comes first, then a Markdown page (/{slug}).
// One lookup per request for both the metadata and the page.
const findSitePage = cache(async (rest: string[], locale: Locale) => getPublishedSitePage(`/${rest.join("/")}`, locale))
const findCollection = cache(async (rest: string[], locale: Locale) => findCollectionPage(rest, locale))
const findPage = cache(async (rest: string[], locale: Locale) => {
  if (rest.length !== 1) return null
  return getPublishedAdminPageBySlug(rest[0]!, locale)
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const preview = await findPagePreview(searchParams)
  if (preview) return { title: preview.page.title, robots: { index: false, follow: false } }
  const rest = (await params).rest
  const sitePage = await findSitePage(rest, locale)
  if (sitePage) return buildSitePageMetadata(sitePage, locale, sitePage.id ? await getPublishedAlternates(SITE_PAGE_TYPE_NAME, sitePage.id) : [])
  const collection = await findCollection(rest, locale)
  if (collection?.kind === "missing") {
    const missing = missingPageOf(collection, locale)
    return missing ? { title: missing.title(collection.slug), robots: { index: false } } : {}
  }
  if (collection) return collectionMetadata(collection, TEMPLATES[collection.template]?.index?.title(locale))
  const page = await findPage(rest, locale)
  if (!page) return {}
  const metadata = buildPageMetadata(page)
  const versions = await getPublishedAlternates("page", page.id)
  return { ...metadata, alternates: { ...metadata.alternates, languages: hreflangLanguages(versions) } }
}

// Published admin pages live at /{slug} (one segment); every other unknown URL renders the (site) not-found page,
// so it keeps the public header and footer. Redirects of old URLs are answered before this (proxy.ts).
export default async function PublishedPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const preview = await findPagePreview(searchParams)
  if (preview) {
    return (
      <>
        <PreviewBanner editorHref={preview.editorHref} />
        <PageArticle title={preview.page.title} content={preview.page.content} />
      </>
    )
  }
  const rest = (await params).rest
  const sitePage = await findSitePage(rest, locale)
  if (sitePage) {
    const [context, review] = await Promise.all([sectionContext(sitePage.sections, locale), sitePageReview(sitePage, locale)])
    return (
      <>
        <RenderSections sections={sitePage.sections} context={context} />
        <MedicalReview review={review} locale={locale} />
      </>
    )
  }
  // A collection's index or document (any type whose declaration has a `site` block), drawn by its template; an
  // address of its documents without one is the 404, unless its template draws something there (resources).
  const collection = await findCollection(rest, locale)
  if (collection?.kind === "missing" && !missingPageOf(collection, locale)) notFound()
  if (collection) return <CollectionTemplate match={collection} locale={locale} />
  const page = await findPage(rest, locale)
  if (!page) notFound()
  const review = await getDocumentReview(page.id, { url: absoluteUrl(localizedPath(locale, `/${page.slug}`)), name: page.title, description: page.meta_description, locale })
  return <PageArticle title={page.title} content={page.content} footer={review ? <MedicalReview review={review} locale={locale} bare /> : null} />
}
