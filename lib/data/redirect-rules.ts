import "server-only"

import { existsSync, statSync } from "node:fs"
import { join } from "node:path"

import { siteCollections } from "@/lib/domain/content/collections"
import { RESERVED_PAGE_SLUGS } from "@/lib/domain/reserved-slugs"

/** What a redirect's paths must look like; the one implementation for the admin screen and slug changes. */

export const REDIRECT_MESSAGES = {
  fromInvalid: "Enter a path that starts with / (no spaces, no query string)",
  toInvalid: "Enter a path that starts with / or a full http(s) URL",
  toScheme: "Only http and https URLs are allowed",
  loop: "This redirect would loop back to itself",
  live: "This path is a live page of the site; a redirect would never be used",
} as const

const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f\\]/

/** "/old-page/" → "/old-page"; null when it is not a plain site path. */
export function normalizeFromPath(value: string): string | null {
  const v = value.trim()
  if (!v.startsWith("/") || v.startsWith("//") || v.length > 500) return null
  if (CONTROL_OR_SPACE.test(v) || v.includes("?") || v.includes("#")) return null
  if (v.split("/").some((s) => s === "." || s === "..")) return null
  return v.length > 1 ? v.replace(/\/+$/, "") : v
}

export type TargetCheck = { ok: true; value: string; path: string | null } | { ok: false; error: string }

/** A target is a site path (query allowed) or an absolute http(s) URL. */
export function checkTarget(value: string): TargetCheck {
  const v = value.trim()
  if (!v || v.length > 2000 || /[\s\u0000-\u001f\u007f]/.test(v)) return { ok: false, error: REDIRECT_MESSAGES.toInvalid }
  if (v.startsWith("/")) {
    if (v.startsWith("//") || v.startsWith("/\\")) return { ok: false, error: REDIRECT_MESSAGES.toInvalid }
    const path = v.split(/[?#]/)[0] ?? v
    return { ok: true, value: v, path: path.length > 1 ? path.replace(/\/+$/, "") : path }
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v)?.[1]?.toLowerCase()
  if (!scheme) return { ok: false, error: REDIRECT_MESSAGES.toInvalid }
  if (scheme !== "http" && scheme !== "https") return { ok: false, error: REDIRECT_MESSAGES.toScheme }
  try {
    const url = new URL(v)
    if (!url.hostname) return { ok: false, error: REDIRECT_MESSAGES.toInvalid }
    return { ok: true, value: url.toString(), path: null }
  } catch {
    return { ok: false, error: REDIRECT_MESSAGES.toInvalid }
  }
}

// Routes the app always answers (any sub-path below the prefixed ones). Each collection's index page and its
// documents come from the declarations (site.index), so a new collection is covered with no edit here.
const FIXED = ["/", "/blog", "/blog/sitemap", "/blog/sitemap.xml", "/blog/rss.xml", "/blog/search.json", "/sitemap.xml", "/robots.txt"]
const COLLECTION_PREFIXES = siteCollections().map((type) => type.site.index)
const PREFIXES = ["/services", ...COLLECTION_PREFIXES, "/blog/category/", "/admin", "/api/", "/_next/", "/uploads/"]

/** A fixed route of the app or a file under public/ (blog posts and admin pages are checked by the caller). */
export function isFixedRouteOrAsset(path: string): boolean {
  if (FIXED.includes(path)) return true
  if (PREFIXES.some((p) => path === p.replace(/\/$/, "") || path.startsWith(p.endsWith("/") ? p : `${p}/`) || path === p)) return true
  const first = path.split("/")[1] ?? ""
  if (RESERVED_PAGE_SLUGS.includes(first) && path.split("/").length === 2) return true
  try {
    const file = join(/*turbopackIgnore: true*/ process.cwd(), "public", decodeURIComponent(path))
    return existsSync(file) && statSync(file).isFile()
  } catch {
    return false
  }
}

/** The content record a path would show: a blog post slug or a one-segment page slug. */
export function contentSlugOf(path: string): { kind: "post" | "page"; slug: string } | null {
  const post = /^\/blog\/([^/]+)$/.exec(path)
  if (post?.[1]) return { kind: "post", slug: decodeURIComponent(post[1]) }
  const page = /^\/([^/]+)$/.exec(path)
  if (page?.[1]) return { kind: "page", slug: decodeURIComponent(page[1]) }
  return null
}

