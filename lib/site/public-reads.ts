import "server-only"

import type { PersonPostCount, PersonRow, PostRow, PublishedSummary } from "@/lib/domain/types"
import { anonymousContext, runWithDataContext, type DataContext } from "@/lib/server/request/context"
import { getLibraryImageSizes } from "@/lib/data/media"
import { getPublishedPageBySlug, listPublishedPageSummaries } from "@/lib/data/pages"
import {
  getPersonNamedByBuiltInPost,
  getPublicPeopleByIds,
  getPublicPersonBySlug,
  listPersonPostCounts,
  listPublishedPostsByPerson,
} from "@/lib/data/people"
import { getPublishedPostBySlug, listPublishedPosts } from "@/lib/data/posts"
import { nextPublishAt } from "@/lib/data/schedule"
import { getPublicAnalyticsSettings } from "@/lib/data/analytics"
import type { AnalyticsSettings } from "@/lib/domain/analytics/types"
import { getPublicMedicalDisclaimer } from "@/lib/data/settings"
import { getPublicApproval, type PublicApproval } from "@/lib/data/medical-review"
import { getLiveSingleton, getPublishedDocument, listPublishedDocuments } from "@/lib/data/site-documents"
import { ensureSiteSeeded } from "@/lib/data/site-seed"
import { eventSeats, type EventSeats } from "@/lib/data/event-registration"
import type { DocumentRow, DocumentTypeName } from "@/lib/domain/types"
import { publishedTranslationPaths } from "@/lib/data/translations"
import type { TranslatableKind } from "@/lib/data/documents"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"

import type { BlogPost } from "./types"

/**
 * The one seam between the public blog and the data layer (DATA-API.md): published admin posts and pages only.
 * During `next build` the data layer answers "nothing" (the database stays closed), so prerendered pages show
 * the built-in posts and admin posts join them on the first revalidation.
 */
export type AdminPostRow = PostRow
type AdminPostQuery = { search?: string; category?: string; limit: number; offset: number; locale?: Locale }
type AdminPageSummary = PublishedSummary

let makeContext: () => DataContext = anonymousContext

/** Tests run the blog over their own backend (the harness's database). */
export function setPublicDataContext(factory: () => DataContext) {
  makeContext = factory
}

// Public reads run as an anonymous visitor with no request data: reading cookies() or headers() would make
// every statically generated blog page fail at regeneration (DYNAMIC_SERVER_USAGE), and a visitor's session
// must never change what a cached public page shows.
function asAnonymous<T>(fn: () => Promise<T>): Promise<T> {
  return runWithDataContext(makeContext(), fn)
}

/** An event's seats and whether it takes registrations now (lib/data/event-registration.ts). */
export function getEventSeats(row: DocumentRow): Promise<EventSeats> {
  return asAnonymous(() => eventSeats(row))
}

export function listPublishedAdminPosts(q: AdminPostQuery): Promise<{ rows: AdminPostRow[]; total: number }> {
  return asAnonymous(() => listPublishedPosts(q))
}

export function getPublishedAdminPostBySlug(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<AdminPostRow | null> {
  return asAnonymous(() => getPublishedPostBySlug(slug, locale))
}

export function listPublishedAdminPageSummaries(locale: Locale = DEFAULT_LOCALE): Promise<AdminPageSummary[]> {
  return asAnonymous(() => listPublishedPageSummaries(locale))
}

/** A published admin page of a locale by slug (never another locale's). */
export function getPublishedAdminPageBySlug(slug: string, locale: Locale = DEFAULT_LOCALE) {
  return asAnonymous(() => getPublishedPageBySlug(slug, locale))
}

/**
 * The addresses of a published record's published versions, itself included ({ locale, path }: hreflang). Empty when
 * the record is not published; a draft, scheduled or missing version is never named. kind: "post", "page" or a
 * document type.
 */
export function getPublishedAlternates(kind: TranslatableKind, id: string): Promise<{ locale: Locale; path: string }[]> {
  return asAnonymous(() => publishedTranslationPaths(kind, id))
}

/** When the next scheduled post or page goes live (null when none is waiting). */
export function getNextPublishAt(): Promise<string | null> {
  return asAnonymous(() => nextPublishAt())
}

/** Pixel sizes of media-library images in a body (so public pages reserve their space). */
export function getPublicImageSizes(urls: string[]): Promise<Map<string, { width: number; height: number; alt: string }>> {
  return asAnonymous(() => getLibraryImageSizes(urls))
}

/** The alt text of the post's social images that are library images (for og:image:alt and twitter:image:alt). */
export async function getSocialImageAlts(post: BlogPost): Promise<Map<string, string>> {
  const urls = [post.facebook.image, post.twitter.image].filter((u): u is string => !!u)
  if (urls.length === 0) return new Map()
  try {
    const found = await getPublicImageSizes(urls)
    return new Map([...found].filter(([, f]) => f.alt).map(([url, f]) => [url, f.alt]))
  } catch (error) {
    console.error("[metadata] social image alt lookup failed", error)
    return new Map()
  }
}

// ---- people (authors and reviewers): the same anonymous reads ----

export function getPublicPeopleByIdsAnon(ids: string[]): Promise<PersonRow[]> {
  return asAnonymous(() => getPublicPeopleByIds(ids))
}

export function getPublicPersonBySlugAnon(slug: string): Promise<PersonRow | null> {
  return asAnonymous(() => getPublicPersonBySlug(slug))
}

export function getPersonNamedByBuiltInAnon(slug: string): Promise<PersonRow | null> {
  return asAnonymous(() => getPersonNamedByBuiltInPost(slug))
}

export function listPersonPostCountsAnon(): Promise<PersonPostCount[]> {
  return asAnonymous(() => listPersonPostCounts())
}

export function listPublishedPostsByPersonAnon(id: string, q: { limit: number; offset: number; locale: Locale }): Promise<{ rows: AdminPostRow[]; total: number }> {
  return asAnonymous(() => listPublishedPostsByPerson(id, q))
}

/** The standing medical approval of a live document (its page's "Medically reviewed by" line and JSON-LD). */
export function getPublicApprovalAnon(documentId: string): Promise<PublicApproval | null> {
  return asAnonymous(() => getPublicApproval(documentId))
}

export function getMedicalDisclaimerAnon(): Promise<string> {
  return asAnonymous(() => getPublicMedicalDisclaimer())
}

/** Whether public pages carry the page-view beacon, and how long raw views are kept (Admin → Analytics). */
export function getAnalyticsSettingsAnon(): Promise<AnalyticsSettings> {
  return asAnonymous(() => getPublicAnalyticsSettings())
}

/**
 * A live site document (a site page by its path without the leading slash, a case study or resource by its slug, a
 * singleton by its type name). The site's seed runs first, so a fresh instance shows today's pages.
 */
export function getPublishedSiteDocument(type: DocumentTypeName, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<DocumentRow | null> {
  return asAnonymous(async () => {
    await ensureSiteSeeded()
    return getPublishedDocument(type, slug, locale)
  })
}

export function listPublishedSiteDocuments(type: DocumentTypeName, locale: Locale = DEFAULT_LOCALE): Promise<DocumentRow[]> {
  return asAnonymous(async () => {
    await ensureSiteSeeded()
    return listPublishedDocuments(type, locale)
  })
}

/**
 * A singleton (navigation, footer, contact details, site settings) of a locale as visitors see it; null when the
 * locale has none (no fallback to another language here: the caller decides).
 */
export function getLiveSiteSingleton(type: DocumentTypeName, locale: Locale = DEFAULT_LOCALE): Promise<DocumentRow | null> {
  return asAnonymous(async () => {
    await ensureSiteSeeded()
    return getLiveSingleton(type, locale)
  })
}
