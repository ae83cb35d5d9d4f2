import "server-only"

import { cache } from "react"
import type { Metadata } from "next"

import type { PersonPostCount, PersonRow } from "@/lib/domain/types"
import { absoluteUrl } from "@/lib/domain/site"
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "@/lib/domain/i18n"

import type { PublicApproval } from "@/lib/data/medical-review"
import { medicalWebPageJsonLd, type ReviewedPage } from "./json-ld"
import {
  getPersonNamedByBuiltInAnon,
  getPublicApprovalAnon,
  getPublicPeopleByIdsAnon,
  getPublicPersonBySlugAnon,
  listPersonPostCountsAnon,
  listPublishedPostsByPersonAnon,
} from "./public-reads"
import { fromAdminRow, toCard } from "./from-row"
import { getBuiltInPosts } from "./posts"
import { comparePosts } from "@/lib/domain/blog/search"
import type { BlogPost, BlogPostCard } from "./types"
import { isSafeUrl } from "./url-policy"
import { authorPath } from "./seo"

/** A person as public pages show them: byline, reviewed line, author page and JSON-LD. */
export type PublicPerson = {
  name: string
  slug: string
  credentials: string
  jobTitle: string
  bio: string
  photo: { src: string; alt: string } | null
  links: string[]
  /** Their author page in the language of the page that shows them. */
  url: string
}

function toPublicPerson(row: PersonRow, locale: Locale = DEFAULT_LOCALE): PublicPerson {
  return {
    name: row.name,
    slug: row.slug,
    credentials: row.credentials,
    jobTitle: row.job_title,
    bio: row.bio,
    photo: row.photo && isSafeUrl(row.photo) ? { src: row.photo, alt: row.photo_alt } : null,
    links: row.links.filter((l) => /^https?:\/\//i.test(l)),
    url: absoluteUrl(authorPath(row.slug, locale)),
  }
}

/**
 * The reviewer as the approval names them (name and credentials as they signed), with their page when People
 * shows them (slug "" when not: the line is then not a link).
 */
function approvedBy(approval: PublicApproval, person: PersonRow | null, locale: Locale = DEFAULT_LOCALE): PublicPerson {
  const page = person ? toPublicPerson(person, locale) : null
  return {
    name: approval.name,
    credentials: approval.credentials,
    slug: page?.slug ?? "",
    jobTitle: page?.jobTitle ?? "",
    bio: page?.bio ?? "",
    photo: page?.photo ?? null,
    links: page?.links ?? [],
    url: page?.url ?? "",
  }
}

/**
 * A reviewed page's public line and MedicalWebPage data: who signed (as they signed, linked to their page when People
 * shows them) and when, from the standing approval of this document in its language. Null when none stands.
 */
export type PublicReview = { reviewer: PublicPerson; date: string; jsonLd: Record<string, unknown> }

/**
 * The public review of any reviewable document (a page, a site page, a case study, a resource, an event) shown at
 * `page` (its address in its language, its name and description): read as an anonymous visitor, never a typed date.
 * A page whose read fails shows no line rather than no page.
 */
export async function getDocumentReview(documentId: string | undefined, page: ReviewedPage): Promise<PublicReview | null> {
  if (!documentId) return null
  try {
    const approval = await getPublicApprovalAnon(documentId)
    if (!approval) return null
    const [person] = approval.reviewerId ? await getPublicPeopleByIdsAnon([approval.reviewerId]) : []
    const reviewer = approvedBy(approval, person ?? null, page.locale)
    return { reviewer, date: approval.date, jsonLd: medicalWebPageJsonLd(page, reviewer, approval.date) }
  } catch (error) {
    console.error("[medical-review] reading the public approval failed", error)
    return null
  }
}

export type PostPeople = { author: PublicPerson | null; reviewer: PublicPerson | null; lastReviewed: string; medicalDisclaimer: boolean }

const builtInPerson = cache(async (slug: string) => getPersonNamedByBuiltInAnon(slug))

/** The post's author and reviewer from the directory (null = the agency / none); once per request and post. */
export const getPostPeople = cache(async (post: BlogPost): Promise<PostPeople> => {
  const refs = post.people
  if (!refs) return { author: null, reviewer: null, lastReviewed: "", medicalDisclaimer: false }
  let author: PersonRow | null = null
  let reviewer: PersonRow | null = null
  if (post.source === "admin") {
    // Who reviewed it and when: the approval that stands for this version (in this language), never a typed date.
    const approval = await getPublicApprovalAnon(post.id)
    const ids = [refs.authorId, approval?.reviewerId].filter((id): id is string => !!id)
    const rows = ids.length ? await getPublicPeopleByIdsAnon(ids) : []
    author = rows.find((r) => r.id === refs.authorId) ?? null
    const signed = rows.find((r) => r.id === approval?.reviewerId) ?? null
    return {
      author: author ? toPublicPerson(author, post.locale) : null,
      reviewer: approval ? approvedBy(approval, signed, post.locale) : null,
      lastReviewed: approval?.date ?? "",
      medicalDisclaimer: refs.medicalDisclaimer,
    }
  } else {
    ;[author, reviewer] = await Promise.all([
      refs.authorSlug ? builtInPerson(refs.authorSlug) : null,
      refs.reviewerSlug ? builtInPerson(refs.reviewerSlug) : null,
    ])
  }
  return {
    // Their pages in the post's language: they have a post there, this one.
    author: author ? toPublicPerson(author, post.locale) : null,
    reviewer: reviewer ? toPublicPerson(reviewer, post.locale) : null,
    lastReviewed: refs.lastReviewed,
    medicalDisclaimer: refs.medicalDisclaimer,
  }
})

/** The post's metadata with the directory's author (name and page) instead of the agency, when one is set. */
export function withAuthorMetadata(meta: Metadata, author: PublicPerson | null): Metadata {
  if (!author) return meta
  // The article's Open Graph author points at their page (buildPostMetadata wrote the byline's text there).
  const openGraph = meta.openGraph ? ({ ...meta.openGraph, authors: [author.url] } as Metadata["openGraph"]) : meta.openGraph
  return { ...meta, authors: [{ name: author.name, url: author.url }], openGraph }
}

const AUTHOR_PAGE_SIZE = 12

const builtInsNaming = async (slug: string, locale: Locale) =>
  (await getBuiltInPosts(locale)).filter((p) => p.people?.authorSlug === slug || p.people?.reviewerSlug === slug)

export type AuthorPage = { person: PublicPerson; posts: BlogPostCard[]; page: number; pageCount: number }

/**
 * A person's public page in a language: the person and one page of the posts of that language they wrote or
 * reviewed (newest first). Null (a 404) when they have no post in it, or the page is past the end.
 */
export const getAuthorPage = cache(async (slug: string, page: number, locale: Locale = DEFAULT_LOCALE): Promise<AuthorPage | null> => {
  const builtIns = await builtInsNaming(slug, locale)
  const row = (await getPublicPersonBySlugAnon(slug)) ?? (builtIns.length ? await builtInPerson(slug) : null)
  if (!row) return null
  // An author's archive is small: read their admin posts up to the requested page and merge with the built-ins.
  const want = page * AUTHOR_PAGE_SIZE
  const { rows, total } = await listPublishedPostsByPersonAnon(row.id, { limit: Math.min(100, want), offset: 0, locale })
  const reserved = new Set(builtIns.map((p) => p.slug))
  const all = [...builtIns, ...rows.map(fromAdminRow).filter((p) => !reserved.has(p.slug))].sort(comparePosts)
  const count = builtIns.length + total
  if (count === 0) return null
  const pageCount = Math.max(1, Math.ceil(count / AUTHOR_PAGE_SIZE))
  if (page > pageCount) return null
  return { person: toPublicPerson(row, locale), posts: all.slice((page - 1) * AUTHOR_PAGE_SIZE, page * AUTHOR_PAGE_SIZE).map(toCard), page, pageCount }
})

const namesOf = (p: BlogPost) => [...new Set([p.people?.authorSlug, p.people?.reviewerSlug].filter((s): s is string => !!s))]

/**
 * How many posts each person's author page lists in each language, by person slug: their live admin posts (one
 * grouped read, whatever the number of people and languages) and the built-in posts that name someone the
 * directory has (one lookup per person the files name).
 */
async function authorPostCounts(): Promise<Map<string, Map<Locale, number>>> {
  const [admin, builtIns] = await Promise.all([
    listPersonPostCountsAnon(),
    Promise.all(LOCALE_CODES.map(async (locale) => ({ locale, posts: await getBuiltInPosts(locale) }))),
  ])
  const named = [...new Set(builtIns.flatMap((b) => b.posts.flatMap(namesOf)))]
  const people = await Promise.all(named.map((slug) => builtInPerson(slug)))
  return mergeAuthorCounts(admin, builtIns, new Set(people.flatMap((r) => (r ? [r.slug] : []))))
}

/**
 * Posts per person slug and language: the admin posts' counts plus each built-in post once for each person it names
 * (author, reviewer, or both) who is in the directory (`inDirectory`); a name the directory lacks has no page.
 */
export function mergeAuthorCounts(
  admin: PersonPostCount[],
  builtIns: { locale: Locale; posts: BlogPost[] }[],
  inDirectory: Set<string>,
): Map<string, Map<Locale, number>> {
  const counts = new Map<string, Map<Locale, number>>()
  const add = (slug: string, locale: Locale, n: number) => {
    const perLocale = counts.get(slug) ?? new Map<Locale, number>()
    perLocale.set(locale, (perLocale.get(locale) ?? 0) + n)
    counts.set(slug, perLocale)
  }
  for (const r of admin) add(r.slug, r.locale, r.total)
  for (const { locale, posts } of builtIns) for (const post of posts) for (const slug of namesOf(post)) if (inDirectory.has(slug)) add(slug, locale, 1)
  return counts
}

/** The author page's versions for hreflang: the same page number in every language where it exists. */
export async function authorPageVersions(slug: string, page: number): Promise<{ locale: Locale; path: string }[]> {
  const counts = (await authorPostCounts()).get(slug)
  const exists = (locale: Locale) => {
    const n = counts?.get(locale) ?? 0
    return n > 0 && page <= Math.ceil(n / AUTHOR_PAGE_SIZE)
  }
  return LOCALE_CODES.filter(exists).map((locale) => ({ locale, path: authorPath(slug, locale, page) }))
}

/** Every language's author pages (the slugs of the people with a post in it), for the sitemap and analytics paths. */
export async function authorSlugsByLocale(): Promise<Record<Locale, string[]>> {
  const counts = [...(await authorPostCounts())].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const inLocale = (locale: Locale) => counts.filter(([, perLocale]) => (perLocale.get(locale) ?? 0) > 0).map(([slug]) => slug)
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, inLocale(locale)])) as Record<Locale, string[]>
}

/**
 * The byline of each post as public pages show it: the directory's author of an admin post (one lookup for all),
 * else the post's own author (a built-in post's front matter, or the agency). Keyed by slug.
 */
export async function bylineNames(posts: { slug: string; author: string; authorId: string | null }[]): Promise<Map<string, string>> {
  const ids = [...new Set(posts.flatMap((p) => (p.authorId ? [p.authorId] : [])))]
  const rows = ids.length ? await getPublicPeopleByIdsAnon(ids) : []
  const names = new Map(rows.map((r) => [r.id, r.name]))
  return new Map(posts.map((p) => [p.slug, (p.authorId && names.get(p.authorId)) || p.author]))
}
