import { tagChangedAt } from "@/lib/server/cache/shared-tag-times"

/**
 * The redirect table in memory, shared by proxy.ts and the data layer through globalThis (Next loads the proxy
 * into the same process as the pages, in a separate bundle). The proxy answers redirects from it without a
 * database query; the data layer fills it, reloads it after every change, and counts hits.
 */
export type RedirectEntry = { id: string; to: string; status: 301 | 302 | 307 | 308 }

export type RedirectTableState = {
  map: Map<string, RedirectEntry> | null
  loadedAt: number
  /** Loads (or joins the load of) the table; never rejects. */
  ensure(): Promise<void>
  hit(id: string): void
}

const KEY = Symbol.for("lumora.redirect-table")

/**
 * The cache tag a redirect change expires (lib/server/cache/revalidate.ts). No cached output carries it: it travels through
 * the shared cache-tag state (lib/server/cache/tag-state.mjs), so every server learns that the table changed.
 */
export const REDIRECTS_TAG = "lumora-redirects"

/** When any server last changed the redirects (0 when unknown), in this process's clock. */
export function redirectsChangedAt(): number {
  return tagChangedAt(REDIRECTS_TAG)
}

export function redirectTableState(): RedirectTableState | undefined {
  return (globalThis as Record<symbol, RedirectTableState | undefined>)[KEY]
}

export function installRedirectTableState(state: RedirectTableState): RedirectTableState {
  const g = globalThis as Record<symbol, RedirectTableState | undefined>
  return (g[KEY] ??= state)
}

/** "/old/" and "/old" are the same source; the root stays "/". */
export function redirectKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
}

/**
 * The Location for a target, with the request's query string kept (appended after the target's own). A site path
 * stays relative, so the browser resolves it against the host it asked (the proxy may only know the bind address).
 */
export function redirectLocation(to: string, search: string): string {
  const relative = to.startsWith("/")
  const url = new URL(to, "http://relative.invalid")
  for (const [k, v] of new URLSearchParams(search)) url.searchParams.append(k, v)
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString()
}
