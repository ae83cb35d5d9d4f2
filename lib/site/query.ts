import { ALL_CATEGORY, normaliseCategoryParam } from "@/lib/domain/blog/categories"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"

export type BlogQuery = { q: string; category: string; page: number }

const MAX_QUERY_LENGTH = 200

type ParamSource = { get(name: string): string | null }

export function parsePage(value: string | null | undefined): number {
  const page = Number.parseInt(value ?? "", 10)
  return Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1
}

/** Reads ?q=, ?category= and ?page= (from a URL or a route handler's request). */
export function parseBlogQuery(params: ParamSource): BlogQuery {
  return {
    q: (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH),
    category: normaliseCategoryParam(params.get("category")),
    page: parsePage(params.get("page")),
  }
}

/** The address for a query: blank search, the "all" category and page 1 are the defaults and are left out. */
export function blogQueryString({ q, category, page }: BlogQuery): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set("q", q.trim())
  const slug = normaliseCategoryParam(category)
  if (slug !== ALL_CATEGORY) params.set("category", slug)
  if (page > 1) params.set("page", String(page))
  return params.toString()
}

/** The blog index of a language with this query ("/es/blog?page=2"). */
export function blogHref(query: BlogQuery, locale: Locale = DEFAULT_LOCALE): string {
  const qs = blogQueryString(query)
  const base = localizedPath(locale, "/blog")
  return qs ? `${base}?${qs}` : base
}
