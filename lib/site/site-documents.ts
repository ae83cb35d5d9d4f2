import "server-only"

import { CASE_STUDY_TYPE, RESOURCE_TYPE } from "@/lib/domain/content/document-types"
import type { ImageValue } from "@/lib/domain/data-fields"
import type { DocumentRow } from "@/lib/domain/types"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"

import { listPublishedSiteDocuments } from "./public-reads"
import type { SitemapDocument, SitemapDocuments } from "./site-sitemap"
import { SITEMAP_DOCUMENT_TYPES } from "./site-types"
import { isSafeUrl } from "./url-policy"

/**
 * The public read model of case studies and resources: published documents only, read as an anonymous visitor
 * (no cookies: a cached page never depends on who asked), shaped into plain views the pages render.
 */

export type SeoView = {
  meta_title: string
  meta_description: string
  canonical_url: string
  noindex: boolean
  social_image: string
  social_title: string
  social_description: string
}

/**
 * What every collection document's public page says of it besides its own fields: its SEO fields, title, summary,
 * cover and dates (the page's metadata and JSON-LD read these, the same for every type).
 */
export type DocumentView = SeoView & {
  id: string
  slug: string
  title: string
  summary: string
  cover: ImageValue | null
  publishedAt: string | null
  updatedAt: string
}

export type CaseStudyView = DocumentView & {
  clientIndustry: string
  challenge: string
  approach: string
  results: { value: string; label: string }[]
  images: ImageValue[]
  testimonial: { quote: string; name: string; role: string } | null
  relatedService: string
}

export type ResourceKind = "guide" | "template" | "case-study"

export type ResourceView = DocumentView & {
  kind: ResourceKind
  /** The download: a media-library URL (/api/uploads/…) or "" when none is set. */
  file: string
  gated: boolean
  body: string
}

const str = (v: unknown) => (typeof v === "string" ? v : "")
const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

function image(v: unknown): ImageValue | null {
  const r = record(v)
  if (typeof r.src !== "string" || !r.src || !isSafeUrl(r.src)) return null
  const width = Number(r.width)
  const height = Number(r.height)
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return null
  return { src: r.src, alt: str(r.alt), width, height }
}

function seoOf(row: DocumentRow): SeoView {
  return {
    meta_title: str(row.meta_title),
    meta_description: str(row.meta_description),
    canonical_url: str(row.canonical_url),
    noindex: row.noindex === true,
    social_image: str(row.social_image),
    social_title: str(row.social_title),
    social_description: str(row.social_description),
  }
}

/** A collection document's common view, from its row: the summary and cover are fields of its `details`. */
export function toDocumentView(row: DocumentRow): DocumentView {
  const d = record(row.details)
  return {
    ...seoOf(row),
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: str(d.summary),
    cover: image(d.cover),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  }
}

export function toCaseStudyView(row: DocumentRow): CaseStudyView {
  const d = record(row.details)
  const list = (v: unknown) => (Array.isArray(v) ? v.map(record) : [])
  const testimonial = list(d.testimonial)[0]
  return {
    ...toDocumentView(row),
    clientIndustry: str(d.client_industry),
    challenge: str(d.challenge),
    approach: str(d.approach),
    results: list(d.results)
      .map((m) => ({ value: str(m.value), label: str(m.label) }))
      .filter((m) => m.value || m.label),
    images: list(d.images)
      .map((i) => image(i.image))
      .filter((i): i is ImageValue => i !== null),
    testimonial: testimonial && str(testimonial.quote) ? { quote: str(testimonial.quote), name: str(testimonial.name), role: str(testimonial.role) } : null,
    relatedService: isSafeUrl(str(d.related_service)) ? str(d.related_service) : "",
  }
}

const KINDS: readonly ResourceKind[] = ["guide", "template", "case-study"]

export function toResourceView(row: DocumentRow): ResourceView {
  const d = record(row.details)
  return {
    ...toDocumentView(row),
    kind: KINDS.find((k) => k === d.kind) ?? "guide",
    file: str(d.file),
    gated: d.gated === true,
    body: str(d.body),
  }
}

// ---- reads ----

/** Published case studies, newest first; [] when the database cannot be read (the page keeps its texts). */
export async function listCaseStudies(locale: Locale = DEFAULT_LOCALE): Promise<CaseStudyView[]> {
  try {
    const rows = await listPublishedSiteDocuments(CASE_STUDY_TYPE.name, locale)
    return rows.map(toCaseStudyView)
  } catch (error) {
    console.error("[work] listing case studies failed", error)
    return []
  }
}

/** Published resources of one kind (or all), newest first; [] when the database cannot be read. */
export async function listResources(kind?: ResourceKind, locale: Locale = DEFAULT_LOCALE): Promise<ResourceView[]> {
  try {
    const rows = await listPublishedSiteDocuments(RESOURCE_TYPE.name, locale)
    const all = rows.map(toResourceView)
    return kind ? all.filter((r) => r.kind === kind) : all
  } catch (error) {
    console.error("[resources] listing resources failed", error)
    return []
  }
}

const sitemapEntry = (row: DocumentRow): SitemapDocument => ({
  slug: row.slug,
  date: row.published_at ?? row.updated_at,
  updatedAt: row.updated_at,
  noindex: row.noindex === true,
  translationKey: row.translation_of ?? row.id,
})

/** The published site documents of every sitemap type (site.sitemap) for the sitemap; none when the database cannot be read. */
export async function listSitemapDocuments(locale: Locale = DEFAULT_LOCALE): Promise<SitemapDocuments> {
  try {
    const lists = await Promise.all(SITEMAP_DOCUMENT_TYPES.map((type) => listPublishedSiteDocuments(type, locale)))
    return { ...Object.fromEntries(SITEMAP_DOCUMENT_TYPES.map((type, i) => [type, lists[i]!.map(sitemapEntry)])), complete: true }
  } catch (error) {
    console.error("[sitemap] listing site documents failed", error)
    return {}
  }
}
