import { isLocale, type Locale } from "@/lib/domain/i18n"

/**
 * Admin list state lives in the URL (?q, &sort, &order, &page, and &locale on the content lists) so reloads, links
 * and Back keep it. `locale` absent: every language.
 */
export type SortKey = "created_at" | "title"
export type SortOrder = "asc" | "desc"
/** `defaults`: the list's declared default order (absent: newest first); the plain URL stands for it. */
export type ListState = { q: string; sort: SortKey; order: SortOrder; page: number; locale?: Locale; defaults?: ListDefaults }
export type ListDefaults = { sort: SortKey; order: SortOrder }
export type RawSearchParams = Record<string, string | string[] | undefined>

export const PAGE_SIZE = 25
const MAX_PAGE = 100_000
const MAX_QUERY = 200

export const DEFAULT_LIST_STATE: ListState = { q: "", sort: "created_at", order: "desc", page: 1 }

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ""
}

/** The list state of an address; `defaults` (a declaration's list.defaultSort) orders a list with no ?sort. */
export function parseListState(params: RawSearchParams, defaults?: { field: SortKey; order: SortOrder }): ListState {
  const rawSort = first(params.sort)
  const sort: SortKey = rawSort === "title" || rawSort === "created_at" ? rawSort : (defaults?.field ?? "created_at")
  const rawOrder = first(params.order)
  // Titles read naturally A→Z, dates newest first: each column's first click uses its natural direction.
  const natural: SortOrder = defaults && !rawSort ? defaults.order : sort === "title" ? "asc" : "desc"
  const order: SortOrder = rawOrder === "asc" || rawOrder === "desc" ? rawOrder : natural
  const pageNumber = Number.parseInt(first(params.page), 10)
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1
  const locale = first(params.locale)
  return {
    q: first(params.q).trim().slice(0, MAX_QUERY),
    sort,
    order,
    page,
    ...(isLocale(locale) ? { locale } : {}),
    ...(defaults ? { defaults: { sort: defaults.field, order: defaults.order } } : {}),
  }
}

/** Whether the state is in its list's default order (left out of the address). */
export function isDefaultOrder(state: ListState): boolean {
  const defaults = state.defaults ?? DEFAULT_LIST_STATE
  return state.sort === defaults.sort && state.order === defaults.order
}

/** The query string for a state, leaving defaults out so the plain list keeps its plain URL. */
export function listHref(basePath: string, state: ListState): string {
  const search = new URLSearchParams()
  if (state.q) search.set("q", state.q)
  if (state.locale) search.set("locale", state.locale)
  if (!isDefaultOrder(state)) {
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
