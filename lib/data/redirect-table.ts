import "server-only"

import type { Backend } from "@/lib/backend/types"
import { installRedirectTableState, type RedirectEntry } from "@/lib/redirect-table-state"

import { resolveBackend } from "./backend"
import { runWithDataContext } from "./context"

// Another server's changes reach this one's table within this time (this server's own changes at once).
const MAX_AGE_MS = 30_000

const noCookies = { get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} }
const anonymous = <T>(fn: () => Promise<T>) => runWithDataContext({ jar: noCookies, headers: new Headers() }, fn)

let loading: Promise<void> | null = null

// The proxy has no request context: it reads as an anonymous visitor. After a change, the changing request's own
// backend is used (the same database; in tests, the test's).
async function load(backend?: Backend): Promise<void> {
  const rows = backend ? await backend.redirects.table() : await anonymous(async () => (await resolveBackend()).backend.redirects.table())
  const map = new Map<string, RedirectEntry>()
  for (const r of rows) map.set(r.from_path, { id: r.id, to: r.to_path, status: r.status })
  state.map = map
  state.loadedAt = Date.now()
}

const state = installRedirectTableState({
  map: null,
  loadedAt: 0,
  ensure() {
    const stale = Date.now() - state.loadedAt > MAX_AGE_MS
    if (!loading && (!state.map || stale)) {
      loading = load()
        .catch((err: unknown) => console.error("[redirects] could not load the table", err))
        .finally(() => {
          loading = null
        })
    }
    // The first load is awaited; later reloads run in the background while the current table answers.
    return state.map ? Promise.resolve() : (loading ?? Promise.resolve())
  },
  hit(id) {
    void anonymous(async () => (await resolveBackend()).backend.redirects.recordHit(id)).catch((err: unknown) =>
      console.error("[redirects] could not count a hit", err),
    )
  },
})

/** After a change: the next request sees the new table. */
export async function reloadRedirectTable(backend: Backend): Promise<void> {
  state.loadedAt = 0
  await (loading ?? Promise.resolve())
  await load(backend).catch((err: unknown) => console.error("[redirects] could not reload the table", err))
}

/** Makes sure the table is installed and loaded (instrumentation, at start-up). */
export function warmRedirectTable(): Promise<void> {
  return state.ensure()
}
