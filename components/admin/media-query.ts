/** The media library's URL state (?q, &sort, &filter, &page): reloads, links and Back keep it. */
import type { RawSearchParams } from "./list-query"

export type MediaSortKey = "newest" | "name" | "size"
export type MediaFilterKey = "all" | "images" | "documents" | "unused"
export type MediaState = { q: string; sort: MediaSortKey; filter: MediaFilterKey; page: number }

export const MEDIA_BASE_PATH = "/admin/media"
export const DEFAULT_MEDIA_STATE: MediaState = { q: "", sort: "newest", filter: "all", page: 1 }
const SORTS: MediaSortKey[] = ["newest", "name", "size"]
const FILTERS: MediaFilterKey[] = ["all", "images", "documents", "unused"]

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ""

export function parseMediaState(params: RawSearchParams): MediaState {
  const sort = first(params.sort) as MediaSortKey
  const filter = first(params.filter) as MediaFilterKey
  const page = Number.parseInt(first(params.page), 10)
  return {
    q: first(params.q).trim().slice(0, 200),
    sort: SORTS.includes(sort) ? sort : "newest",
    filter: FILTERS.includes(filter) ? filter : "all",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  }
}

/** The URL of a state, defaults left out so the plain library keeps its plain URL. */
export function mediaHref(state: MediaState): string {
  const search = new URLSearchParams()
  if (state.q) search.set("q", state.q)
  if (state.sort !== "newest") search.set("sort", state.sort)
  if (state.filter !== "all") search.set("filter", state.filter)
  if (state.page > 1) search.set("page", String(state.page))
  const qs = search.toString()
  return qs ? `${MEDIA_BASE_PATH}?${qs}` : MEDIA_BASE_PATH
}
