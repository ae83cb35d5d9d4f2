import "server-only"

import type { Metadata } from "next"

import { decodeParam } from "@/lib/server/http/route-param"
import { siteCollections, type SiteCollection } from "@/lib/domain/content/collections"
import { localizedPath, type Locale } from "@/lib/domain/i18n"
import { absoluteUrl } from "@/lib/domain/site"
import type { DocumentRow, DocumentTypeName } from "@/lib/domain/types"

import { buildDocumentMetadata, documentJsonLd } from "./document-metadata"
import { getPublishedAlternates, getPublishedSiteDocument, listPublishedSiteDocuments } from "./public-reads"
import { dependOn } from "./cache-tags"
import { getDocumentReview, type PublicReview } from "./people"
import { toDocumentView } from "./site-documents"

/**
 * The public side of every collection that declares `site`, read from the registry: a path is its index page
 * (`site.index`) or one of its documents (`publicPath`), with the template that draws it. No route is written per
 * type: the catch-all route asks here after site pages and Markdown pages.
 */
export type CollectionMatch =
  | { kind: "index"; type: DocumentTypeName; template: string; title: string }
  | {
      kind: "document"
      type: DocumentTypeName
      template: string
      row: DocumentRow
      /** Its address in the page's language (canonical, JSON-LD). */
      path: string
      /** The schema.org data its declaration gives it (`site.schemaType`), or null. */
      jsonLd: Record<string, unknown> | null
      /** Its medical review's public line and MedicalWebPage data, when an approval stands (reviewable types). */
      review: PublicReview | null
    }
  /** An address of the collection's documents (`/work/{slug}`) with no published document of the page's language there. */
  | { kind: "missing"; type: DocumentTypeName; template: string; slug: string }

/** The site's collections (one rule, lib/domain/content/collections.ts), named as document types. */
const collections = (): (SiteCollection & { name: DocumentTypeName })[] => siteCollections().map((t) => ({ ...t, name: t.name as DocumentTypeName }))

/** The collection page at `segments` (the path without its language prefix), or null when no collection claims it. */
export async function findCollectionPage(segments: readonly string[], locale: Locale): Promise<CollectionMatch | null> {
  const path = `/${segments.join("/")}`
  let missing: CollectionMatch | null = null
  for (const type of collections()) {
    // Before any answer: a page (a 404 included) stays cached only until the type changes or its next publication.
    if (path === type.site.index) {
      await dependOn(type.name)
      return { kind: "index", type: type.name, template: type.site.template, title: type.labels.plural }
    }
    const segment = segments.at(-1) ?? ""
    if (!path.startsWith(`${type.site.index}/`) || type.publicPath({ slug: segment }) !== path) continue
    await dependOn(type.name)
    // Next hands a segment over percent-encoded or not: the slug is looked up as text, as every dynamic route does.
    const slug = decodeParam(segment)
    const row = await getPublishedSiteDocument(type.name, slug, locale)
    if (!row) {
      missing ??= { kind: "missing", type: type.name, template: type.site.template, slug }
      continue
    }
    const address = localizedPath(locale, type.publicPath(row) ?? path)
    const view = toDocumentView(row)
    const jsonLd = type.site.schemaType ? documentJsonLd(type.site.schemaType, view, address) : null
    const review = type.review ? await getDocumentReview(row.id, { url: absoluteUrl(address), name: view.title, description: view.meta_description || view.summary, locale }) : null
    return { kind: "document", type: type.name, template: type.site.template, row, path: address, jsonLd, review }
  }
  return missing
}

/**
 * A collection page's metadata: an index page's title (the template's words, else the type's plural); a document's
 * SEO fields, summary and cover, and its language versions.
 */
export async function collectionMetadata(match: Exclude<CollectionMatch, { kind: "missing" }>, indexTitle?: string): Promise<Metadata> {
  if (match.kind === "index") return { title: indexTitle ?? match.title }
  const view = toDocumentView(match.row)
  return buildDocumentMetadata(view, match.path, view.summary, await getPublishedAlternates(match.type, match.row.id))
}

/**
 * What the catch-all prerenders in `locale`, as path segments: every collection's published documents, and the index
 * pages `drawsIndex` says a template draws (an index with a route of its own, /work, is left to that route). While
 * `next build` runs the database is closed, so only the index pages then; a document renders on its first visit.
 */
export async function collectionStaticPaths(locale: Locale, drawsIndex: (template: string) => boolean): Promise<string[][]> {
  const paths = await Promise.all(
    collections().map(async (type) => {
      const rows = await listPublishedSiteDocuments(type.name, locale).catch((error: unknown) => {
        console.error(`[collections] listing ${type.name} for prerendering failed`, error)
        return []
      })
      return [...(drawsIndex(type.site.template) ? [type.site.index] : []), ...rows.map((row) => type.publicPath(row))]
    }),
  )
  return paths.flat().flatMap((path) => (path ? [path.split("/").filter(Boolean)] : []))
}
