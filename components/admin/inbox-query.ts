import type { RawSearchParams } from "./list-query"

export type InboxView = "inbox" | "spam" | "archived"
/** The inbox's state in the URL (?view=, ?q=, ?page=) so reloads, links and Back keep it. */
export type InboxState = { view: InboxView; q: string; page: number }

export const INBOX_VIEWS: readonly InboxView[] = ["inbox", "spam", "archived"]
export const INBOX_PATH = "/admin/messages"

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ""
}

export function parseInboxState(params: RawSearchParams): InboxState {
  const rawView = first(params.view)
  const view = (INBOX_VIEWS as readonly string[]).includes(rawView) ? (rawView as InboxView) : "inbox"
  const pageNumber = Number.parseInt(first(params.page), 10)
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, 100_000) : 1
  return { view, q: first(params.q).trim().slice(0, 200), page }
}

/** The URL of a state, defaults left out: the plain inbox keeps its plain URL. */
export function inboxHref(state: InboxState, base = INBOX_PATH): string {
  const search = new URLSearchParams()
  if (state.view !== "inbox") search.set("view", state.view)
  if (state.q) search.set("q", state.q)
  if (state.page > 1) search.set("page", String(state.page))
  const qs = search.toString()
  return qs ? `${base}?${qs}` : base
}
