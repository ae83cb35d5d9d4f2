import "server-only"

import type { ImageValue } from "@/lib/domain/data-fields"
import type { DocumentRow } from "@/lib/domain/types"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"

import { getPublishedSiteDocument, listPublishedSiteDocuments } from "./public-reads"
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

export type CaseStudyView = SeoView & {
  id: string
  slug: string
  title: string
  clientIndustry: string
  summary: string
  cover: ImageValue | null
  challenge: string
  approach: string
  results: { value: string; label: string }[]
  images: ImageValue[]
  testimonial: { quote: string; name: string; role: string } | null
  relatedService: string
  publishedAt: string | null
  updatedAt: string
}

export type ResourceKind = "guide" | "template" | "case-study"

export type ResourceView = SeoView & {
  id: string
  slug: string
  title: string
  kind: ResourceKind
  summary: string
  cover: ImageValue | null
  /** The download: a media-library URL (/api/uploads/…) or "" when none is set. */
  file: string
  gated: boolean
  body: string
  publishedAt: string | null
  updatedAt: string
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

export function seoOf(row: DocumentRow): SeoView {
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

export function toCaseStudyView(row: DocumentRow): CaseStudyView {
  const d = record(row.details)
  const list = (v: unknown) => (Array.isArray(v) ? v.map(record) : [])
  const testimonial = list(d.testimonial)[0]
  return {
    ...seoOf(row),
    id: row.id,
    slug: row.slug,
    title: row.title,
    clientIndustry: str(d.client_industry),
    summary: str(d.summary),
    cover: image(d.cover),
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
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  }
}

const KINDS: readonly ResourceKind[] = ["guide", "template", "case-study"]

export function toResourceView(row: DocumentRow): ResourceView {
  const d = record(row.details)
  const kind = KINDS.find((k) => k === d.kind) ?? "guide"
  return {
    ...seoOf(row),
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind,
    summary: str(d.summary),
    cover: image(d.cover),
    file: str(d.file),
    gated: d.gated === true,
    body: str(d.body),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  }
}

// ---- reads ----

/** Published case studies, newest first; [] when the database cannot be read (the page keeps its texts). */
export async function listCaseStudies(locale: Locale = DEFAULT_LOCALE): Promise<CaseStudyView[]> {
  try {
    const rows = await listPublishedSiteDocuments("case_study", locale)
    return rows.map(toCaseStudyView)
  } catch (error) {
    console.error("[work] listing case studies failed", error)
    return []
  }
}

export async function findCaseStudy(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<CaseStudyView | null> {
  const row = await getPublishedSiteDocument("case_study", slug, locale)
  return row ? toCaseStudyView(row) : null
}

/** Published resources of one kind (or all), newest first; [] when the database cannot be read. */
export async function listResources(kind?: ResourceKind, locale: Locale = DEFAULT_LOCALE): Promise<ResourceView[]> {
  try {
    const rows = await listPublishedSiteDocuments("resource", locale)
    const all = rows.map(toResourceView)
    return kind ? all.filter((r) => r.kind === kind) : all
  } catch (error) {
    console.error("[resources] listing resources failed", error)
    return []
  }
}

export async function findResource(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ResourceView | null> {
  const row = await getPublishedSiteDocument("resource", slug, locale)
  return row ? toResourceView(row) : null
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
