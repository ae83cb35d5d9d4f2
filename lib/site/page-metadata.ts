import type { Metadata } from "next"

import type { PageRow } from "@/lib/domain/types"
import { titleSuffix } from "@/lib/domain/seo/title"
import { SITE } from "@/lib/domain/site"

import { isSafeUrl } from "./url-policy"
import { localizedPath } from "@/lib/domain/i18n"
import { storedLocale } from "@/lib/domain/i18n/translations"

/** generateMetadata for a published admin page: meta title and description, canonical, robots, social card. */
export function buildPageMetadata(page: PageRow): Metadata {
  const title = page.meta_title.trim() || `${page.title}${titleSuffix("page")}`
  const description = page.meta_description.trim() || undefined
  const canonical = page.canonical_url.trim() || localizedPath(storedLocale(page.locale), `/${page.slug}`)
  const image = page.social_image && isSafeUrl(page.social_image) ? page.social_image : undefined
  return {
    title: { absolute: title },
    description,
    alternates: { canonical },
    robots: page.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      url: canonical,
      siteName: SITE.name,
      title: page.social_title.trim() || title,
      description: page.social_description.trim() || description,
      images: image ? [{ url: image }] : undefined,
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title: page.social_title.trim() || title,
      description: page.social_description.trim() || description,
      images: image ? [image] : undefined,
    },
  }
}
