import { absoluteUrl, SITE } from "@/lib/domain/site"

import type { BlogPost } from "./types"

/** Variables a post's meta fields may use as {{name}}: the site's own plus the post's metaSiteVars. */
export function siteVarsFor(post: BlogPost): Record<string, string> {
  return {
    siteName: SITE.name,
    siteUrl: SITE.url,
    blogName: SITE.blogName,
    postUrl: absoluteUrl(`/blog/${post.slug}`),
    imageUrl: absoluteUrl(post.image.src),
    ...post.metaSiteVars,
  }
}

export function applySiteVars(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{\s*([A-Za-z][\w-]*)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole)
}

/** Applies the variables to every string inside a JSON value (metaJsonLd). */
export function applySiteVarsDeep(value: unknown, vars: Record<string, string>): unknown {
  if (typeof value === "string") return applySiteVars(value, vars)
  if (Array.isArray(value)) return value.map((item) => applySiteVarsDeep(item, vars))
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, applySiteVarsDeep(v, vars)]))
  }
  return value
}
