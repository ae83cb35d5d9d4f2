import type { Metadata } from "next"

import type { SiteDeclaration } from "@/lib/domain/content/types"
import { absoluteUrl, SITE } from "@/lib/domain/site"

import { hreflangLanguages, type LanguageVersion } from "./alternates"
import { publisherJsonLd } from "./json-ld"
import type { DocumentView } from "./site-documents"
import { isSafeUrl } from "./url-policy"

type Described = Omit<DocumentView, "id" | "slug" | "summary" | "publishedAt" | "updatedAt">

/**
 * generateMetadata for a collection's document (a case study, a resource, an event) at `path` (with its language's prefix): meta title and description,
 * canonical, robots, social card, and the hreflang alternates of its published `versions` (none: one language).
 */
export function buildDocumentMetadata(doc: Described, path: string, fallbackDescription: string, versions: readonly LanguageVersion[] = []): Metadata {
  const title = doc.meta_title.trim() || doc.title
  const description = doc.meta_description.trim() || fallbackDescription || undefined
  const canonical = doc.canonical_url.trim() || absoluteUrl(path)
  const ownImage = doc.social_image && isSafeUrl(doc.social_image) ? doc.social_image : doc.cover?.src
  return {
    title,
    description,
    alternates: { canonical, languages: hreflangLanguages(versions) },
    robots: doc.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "article",
      url: canonical,
      siteName: SITE.name,
      title: doc.social_title.trim() || title,
      description: doc.social_description.trim() || description,
      images: ownImage ? [{ url: ownImage }] : undefined,
    },
    twitter: {
      card: ownImage ? "summary_large_image" : "summary",
      title: doc.social_title.trim() || title,
      description: doc.social_description.trim() || description,
      images: ownImage ? [ownImage] : undefined,
    },
  }
}

/** A collection's document as the schema.org type its declaration names (a case study an Article, a resource a CreativeWork). */
export function documentJsonLd(
  type: NonNullable<SiteDeclaration["schemaType"]>,
  doc: Pick<DocumentView, "title" | "summary" | "cover" | "publishedAt" | "updatedAt">,
  path: string,
): Record<string, unknown> {
  const url = absoluteUrl(path)
  return {
    "@context": "https://schema.org",
    "@type": type,
    headline: doc.title,
    name: doc.title,
    description: doc.summary || undefined,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: doc.cover ? [absoluteUrl(doc.cover.src)] : undefined,
    datePublished: doc.publishedAt ?? undefined,
    dateModified: doc.updatedAt,
    author: { "@type": "Organization", name: SITE.name, url: SITE.url },
    publisher: publisherJsonLd(),
  }
}
