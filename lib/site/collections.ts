import "server-only"

import type { Metadata } from "next"

import { CONTENT_TYPES, type ContentTypeDeclaration } from "@/lib/domain/content"
import { localizedPath, type Locale } from "@/lib/domain/i18n"
import type { DocumentRow, DocumentTypeName } from "@/lib/domain/types"

import { buildDocumentMetadata } from "./document-metadata"
import { getPublishedAlternates, getPublishedSiteDocument } from "./public-reads"
import { dependOn } from "./cache-tags"
import { seoOf } from "./site-documents"

/**
 * The public side of every collection that declares `site`, read from the registry: a path is its index page
 * (`site.index`) or one of its documents (`publicPath`), with the template that draws it. No route is written per
 * type: the catch-all route asks here after site pages and Markdown pages.
 */
export type CollectionMatch =
  | { kind: "index"; type: DocumentTypeName; template: string; title: string }
  | { kind: "document"; type: DocumentTypeName; template: string; row: DocumentRow; path: string }

const collections = () =>
  (Object.values(CONTENT_TYPES) as ContentTypeDeclaration[]).filter(
    (t): t is ContentTypeDeclaration & { site: NonNullable<ContentTypeDeclaration["site"]> } => t.store === "documents" && t.kind === "collection" && !!t.site?.index,
  )

/** The collection page at `segments` (the path without its language prefix), or null. */
export async function findCollectionPage(segments: readonly string[], locale: Locale): Promise<CollectionMatch | null> {
  const path = `/${segments.join("/")}`
  for (const type of collections()) {
    const name = type.name as DocumentTypeName
    if (path === type.site.index) {
      await dependOn(name)
      return { kind: "index", type: name, template: type.site.template, title: type.labels.plural }
    }
    const slug = segments.at(-1) ?? ""
    if (!path.startsWith(`${type.site.index}/`) || type.publicPath({ slug }) !== path) continue
    await dependOn(name)
    const row = await getPublishedSiteDocument(name, slug, locale)
    if (row) return { kind: "document", type: name, template: type.site.template, row, path }
  }
  return null
}

/** A collection page's metadata: the document's SEO fields and its language versions. */
export async function collectionMetadata(match: CollectionMatch, locale: Locale, indexTitle?: string): Promise<Metadata> {
  if (match.kind === "index") return { title: indexTitle ?? match.title }
  const { row } = match
  const details = (row.details as Record<string, unknown> | undefined) ?? {}
  const summary = typeof details.summary === "string" ? details.summary : ""
  const cover = details.cover as { src?: string } | undefined
  return buildDocumentMetadata(
    { ...seoOf(row), title: row.title, cover: cover?.src ? { src: cover.src, alt: "", width: 1200, height: 630 } : null },
    localizedPath(locale, match.path),
    summary,
    await getPublishedAlternates(match.type, row.id),
  )
}
