import { DEFAULT_LOCALE, LOCALE_CODES } from "@/lib/domain/i18n"

import type { ContentRef } from "./types"

/**
 * The path rule of a page view: which paths a view may name (this site's public pages) and the post or page a path
 * shows, over a table of the site's paths (built by lib/site/analytics/view-paths.ts from the site map's sources). Pure, so the
 * intake's worker thread (lib/server/analytics/intake-worker.ts) applies the same rule to a copy of the table.
 */
export type ViewPathTable<C extends ContentRef = ContentRef> = { fixed: ReadonlySet<string>; content: ReadonlyMap<string, C> }

/** A prefix of a language other than the default one ("/es"), or none. */
const LOCALE_PREFIX = `(?:/(?:${LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE).join("|")}))?`

/** Routes whose last segment is any slug (placeholders, categories, paged author lists), in every language. */
const PATTERNS = ["/work/[a-z0-9-]{1,100}", "/resources/[a-z0-9-]{1,100}", "/blog/category/[a-z0-9-]{1,100}", "/blog/author/[a-z0-9-]{1,100}/\\d{1,4}"].map(
  (route) => new RegExp(`^${LOCALE_PREFIX}${route}$`),
)

export function lookupViewPath<C extends ContentRef>(table: ViewPathTable<C>, path: string): { known: boolean; content: C | null } {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path
  const content = table.content.get(normalized) ?? null
  if (content) return { known: true, content }
  return { known: table.fixed.has(normalized) || PATTERNS.some((p) => p.test(normalized)), content: null }
}
