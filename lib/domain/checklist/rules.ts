import { CHECKLIST as C } from "@/lib/copy/checklist"
import { postPathParts } from "@/lib/domain/blog/content-links"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import { slugify } from "@/lib/domain/slug"

import { scanHeadings, scanLinks } from "./markdown-scan"

/**
 * The pre-publish checklist: pure rules shared by the editor (recomputed as the editor types) and the data layer
 * (which refuses Publish and Schedule when the owner turned blocking on). Warnings never block; failures may.
 */

export type ChecklistStatus = "pass" | "warning" | "failure"
export type ChecklistItem = { id: ChecklistRuleId; status: ChecklistStatus; label: string; fix: string }
export type ChecklistRuleId =
  | "meta-title"
  | "meta-description"
  | "excerpt"
  | "featured-image"
  | "image-alt"
  | "headings"
  | "internal-links"
  | "empty-links"
  | "reviewer"

export type ChecklistInput = {
  kind: "post" | "page"
  title: string
  metaTitle: string
  metaDescription: string
  /** Posts only. */
  excerpt?: string
  content: string
  featuredImage?: string | null
  featuredImageAlt?: string
  category?: string
  reviewerId?: string | null
}

export type ChecklistContext = {
  /** Appended to the title when no meta title is set ("Title | Blog name"). */
  titleSuffix: string
  /** Live site paths without trailing slash ("/", "/blog/x", "/about"). */
  livePaths: readonly string[]
  /** Paths the app always answers below these prefixes ("/blog/category/"). */
  livePrefixes: readonly string[]
  /** The site's origin: absolute links to it count as internal. */
  siteOrigin: string
  clinicalCategories: readonly string[]
}

export const META_TITLE_RANGE = { min: 30, max: 60 } as const
export const META_DESCRIPTION_RANGE = { min: 70, max: 160 } as const
/** An image whose title is this word is decorative: its empty alt text is intended. */
export const DECORATIVE_MARK = "decorative"

const item = (id: ChecklistRuleId, status: ChecklistStatus, label: string, fix = ""): ChecklistItem => ({ id, status, label, fix })

function lengthRule(
  id: "meta-title" | "meta-description",
  name: string,
  own: string,
  fallback: string,
  range: { min: number; max: number },
): ChecklistItem {
  const value = own.trim() || fallback.trim()
  const n = [...value].length
  const source = own.trim() ? "" : C.length.fallback
  // Empty: search engines then pick their own snippet, which is worth a warning, not a block.
  if (!value) return item(id, "warning", C.length.empty(name), C.length.emptyFix(name, range))
  if (n >= range.min && n <= range.max) return item(id, "pass", C.length.ok(`${name}${source}`, n))
  const fix = n > range.max ? C.length.shorten(range.max) : C.length.lengthen(range.min)
  // A value the editor wrote is theirs to fix; a computed fallback only warns.
  return item(id, own.trim() ? "failure" : "warning", C.length.off(`${name}${source}`, n, range), fix)
}

export function checkMetaTitle(input: ChecklistInput, ctx: Pick<ChecklistContext, "titleSuffix">): ChecklistItem {
  const fallback = input.title.trim() ? `${input.title.trim()}${ctx.titleSuffix}` : ""
  return lengthRule("meta-title", C.metaTitle, input.metaTitle, fallback, META_TITLE_RANGE)
}

export function checkMetaDescription(input: ChecklistInput): ChecklistItem {
  const fallback = input.kind === "post" ? (input.excerpt ?? "") : ""
  return lengthRule("meta-description", C.metaDescription, input.metaDescription, fallback, META_DESCRIPTION_RANGE)
}

export function checkExcerpt(input: ChecklistInput): ChecklistItem | null {
  if (input.kind !== "post") return null
  return (input.excerpt ?? "").trim()
    ? item("excerpt", "pass", C.excerpt.pass)
    : item("excerpt", "warning", C.excerpt.missing, C.excerpt.fix)
}

export function checkFeaturedImage(input: ChecklistInput): ChecklistItem | null {
  if (input.kind !== "post") return null
  if (!input.featuredImage) return item("featured-image", "warning", C.featuredImage.missing, C.featuredImage.missingFix)
  if (!(input.featuredImageAlt ?? "").trim()) return item("featured-image", "failure", C.featuredImage.noAlt, C.featuredImage.noAltFix)
  return item("featured-image", "pass", C.featuredImage.pass)
}

export function checkImageAlt(input: ChecklistInput): ChecklistItem {
  const missing = scanLinks(input.content).filter((l) => l.image && !l.text && l.title.toLowerCase() !== DECORATIVE_MARK)
  if (missing.length === 0) return item("image-alt", "pass", C.imageAlt.pass)
  const lines = missing.map((m) => m.line).join(", ")
  return item(
    "image-alt",
    "failure",
    C.imageAlt.missing(missing.length, lines),
    C.imageAlt.fix(DECORATIVE_MARK),
  )
}

export function checkHeadings(input: ChecklistInput): ChecklistItem {
  const headings = scanHeadings(input.content)
  const h1 = headings.find((h) => h.level === 1)
  if (h1) return item("headings", "failure", C.headings.h1(h1.line), C.headings.h1Fix)
  // The page title is the H1, so the body's headings start at H2 and go down one level at a time.
  let previous = 1
  for (const h of headings) {
    if (h.level > previous + 1) {
      return item("headings", "failure", C.headings.skipped(h.level, previous, h.line), C.headings.skippedFix(previous))
    }
    previous = h.level
  }
  return item("headings", "pass", C.headings.pass)
}

/** The site path an href points to, or null when it leaves the site (or is an anchor, mailto:, tel:). */
export function internalPath(href: string, siteOrigin: string): string | null {
  const h = href.trim()
  if (!h || h.startsWith("#")) return null
  let path: string
  if (h.startsWith("/") && !h.startsWith("//")) path = h
  else if (/^https?:\/\//i.test(h)) {
    try {
      const url = new URL(h)
      if (url.origin !== new URL(siteOrigin).origin) return null
      path = url.pathname
    } catch {
      return null
    }
  } else return null
  path = path.split(/[?#]/)[0] ?? "/"
  try {
    path = decodeURI(path)
  } catch {
    // keep the raw path: it will not match a live one
  }
  return path.length > 1 ? path.replace(/\/+$/, "") : path
}

export function isLivePath(path: string, ctx: Pick<ChecklistContext, "livePaths" | "livePrefixes">): boolean {
  return ctx.livePaths.includes(path) || ctx.livePrefixes.some((p) => path.startsWith(p) && path.length > p.length)
}

export function checkInternalLinks(input: ChecklistInput, ctx: Pick<ChecklistContext, "livePaths" | "livePrefixes" | "siteOrigin">): ChecklistItem {
  const broken = scanLinks(input.content)
    .filter((l) => !l.image && l.href)
    .map((l) => ({ ...l, path: internalPath(l.href, ctx.siteOrigin) }))
    .filter((l): l is typeof l & { path: string } => l.path !== null && !isLivePath(l.path, ctx))
  if (broken.length === 0) return item("internal-links", "pass", C.internalLinks.pass)
  const paths = [...new Set(broken.map((b) => b.path))]
  const moves = paths.flatMap((path) => {
    const live = postInAnotherLanguage(path, ctx.livePaths)
    return live ? [C.internalLinks.otherLanguage(path, live)] : []
  })
  return item("internal-links", "failure", C.internalLinks.broken(broken.length, paths.join(", ")), moves.length ? moves.join(" ") : C.internalLinks.fix)
}

/**
 * A link to a post address that does not exist whose slug is a live post in another language ("/es/blog/x" when
 * only "/blog/x" is published): that post's live address, the original language's first; else null.
 */
function postInAnotherLanguage(path: string, livePaths: readonly string[]): string | null {
  const named = postPathParts(path)
  if (!named) return null
  const same = livePaths
    .map((p) => ({ p, parts: postPathParts(p) }))
    .filter((x) => x.parts?.slug === named.slug && x.parts.locale !== named.locale)
  return (same.find((x) => x.parts?.locale === DEFAULT_LOCALE) ?? same[0])?.p ?? null
}

export function checkEmptyLinks(input: ChecklistInput): ChecklistItem {
  const empty = scanLinks(input.content).filter((l) => !l.image && (!l.href || !l.text))
  if (empty.length === 0) return item("empty-links", "pass", C.emptyLinks.pass)
  return item(
    "empty-links",
    "failure",
    C.emptyLinks.found(empty.length, empty.map((e) => e.line).join(", ")),
    C.emptyLinks.fix,
  )
}

export function checkReviewer(input: ChecklistInput, ctx: Pick<ChecklistContext, "clinicalCategories">): ChecklistItem | null {
  if (input.kind !== "post") return null
  const category = slugify(input.category ?? "")
  const clinical = !!category && ctx.clinicalCategories.some((c) => slugify(c) === category)
  if (!clinical) return null
  return input.reviewerId
    ? item("reviewer", "pass", C.reviewer.pass)
    : item("reviewer", "failure", C.reviewer.missing, C.reviewer.fix)
}

/** Every rule, in the order the publish box lists them. */
export function runChecklist(input: ChecklistInput, ctx: ChecklistContext): ChecklistItem[] {
  return [
    checkMetaTitle(input, ctx),
    checkMetaDescription(input),
    checkExcerpt(input),
    checkFeaturedImage(input),
    checkImageAlt(input),
    checkHeadings(input),
    checkInternalLinks(input, ctx),
    checkEmptyLinks(input),
    checkReviewer(input, ctx),
  ].filter((i): i is ChecklistItem => i !== null)
}

export function checklistFailures(items: ChecklistItem[]): ChecklistItem[] {
  return items.filter((i) => i.status === "failure")
}
