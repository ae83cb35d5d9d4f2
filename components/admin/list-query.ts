import { isLocale, type Locale } from "@/lib/domain/i18n"

/**
 * Admin list state lives in the URL (?q, &sort, &order, &page, and &locale on the content lists) so reloads, links
 * and Back keep it. `locale` absent: every language.
 */
export type SortKey = "created_at" | "title"
export type SortOrder = "asc" | "desc"
export type ListState = { q: string; sort: SortKey; order: SortOrder; page: number; locale?: Locale }
export type RawSearchParams = Record<string, string | string[] | undefined>

export const PAGE_SIZE = 25
const MAX_PAGE = 100_000
const MAX_QUERY = 200

export const DEFAULT_LIST_STATE: ListState = { q: "", sort: "created_at", order: "desc", page: 1 }

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ""
}

export function parseListState(params: RawSearchParams): ListState {
  const sort: SortKey = first(params.sort) === "title" ? "title" : "created_at"
  const rawOrder = first(params.order)
  // Titles read naturally A→Z, dates newest first: each column's first click uses its natural direction.
  const order: SortOrder = rawOrder === "asc" || rawOrder === "desc" ? rawOrder : sort === "title" ? "asc" : "desc"
  const pageNumber = Number.parseInt(first(params.page), 10)
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1
  const locale = first(params.locale)
  return { q: first(params.q).trim().slice(0, MAX_QUERY), sort, order, page, ...(isLocale(locale) ? { locale } : {}) }
}

/** The query string for a state, leaving defaults out so the plain list keeps its plain URL. */
export function listHref(basePath: string, state: ListState): string {
  const search = new URLSearchParams()
  if (state.q) search.set("q", state.q)
  if (state.locale) search.set("locale", state.locale)
  if (state.sort !== DEFAULT_LIST_STATE.sort || state.order !== DEFAULT_LIST_STATE.order) {
    search.set("sort", state.sort)
    search.set("order", state.order)
  }
  if (state.page > 1) search.set("page", String(state.page))
  const qs = search.toString()
  return qs ? `${basePath}?${qs}` : basePath
}

/** Clicking a column header: the same column flips its direction, another column starts in its natural one. */
export function sortHref(basePath: string, state: ListState, column: SortKey): string {
  const order: SortOrder =
    state.sort === column ? (state.order === "asc" ? "desc" : "asc") : column === "title" ? "asc" : "desc"
  return listHref(basePath, { ...state, sort: column, order, page: 1 })
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
