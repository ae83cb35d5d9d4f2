import type { Metadata } from "next"

import { publicCopy } from "@/lib/copy/public"
import { SiteNotFound } from "@/components/site/not-found-pages"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

// The site's 404 as a page of its own, in each language. Next draws a page's notFound() only in the browser (its
// server HTML is an empty shell without lang), so the production server answers such a request with this page and
// the status 404 (server/not-found-page.mjs), and answers this address itself with 404 too. Static, never indexed.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: publicCopy(locale).site.notFound.title, robots: { index: false, follow: true } }
}

export default async function NotFoundPage({ params }: { params: LocaleParams }) {
  return <SiteNotFound locale={await pageLocale(params)} />
}
