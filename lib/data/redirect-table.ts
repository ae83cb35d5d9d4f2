import "server-only"

import type { Backend } from "@/lib/backend/types"
import { installRedirectTableState, redirectsChangedAt, type RedirectEntry } from "@/lib/server/redirects/table-state"

import { resolveBackend } from "./backend"
import { anonymousContext, runWithDataContext } from "@/lib/server/request/context"
import { announceRedirectsChanged } from "@/lib/server/cache/revalidate"

// A change on another server reaches this one through the shared cache-tag state (PostgreSQL LISTEN/NOTIFY, so
// within milliseconds); the table is also reloaded after this long in case a notification was missed.
const MAX_AGE_MS = 30_000

const anonymous = <T>(fn: () => Promise<T>) => runWithDataContext(anonymousContext(), fn)

let loading: Promise<void> | null = null

// The proxy has no request context: it reads as an anonymous visitor. After a change, the changing request's own
// backend is used (the same database; in tests, the test's).
async function load(backend?: Backend): Promise<void> {
  const startedAt = Date.now()
  const rows = backend ? await backend.redirects.table() : await anonymous(async () => (await resolveBackend()).backend.redirects.table())
  const map = new Map<string, RedirectEntry>()
  for (const r of rows) map.set(r.from_path, { id: r.id, to: r.to_path, status: r.status })
  state.map = map
  state.loadedAt = startedAt
}

const state = installRedirectTableState({
  map: null,
  loadedAt: 0,
  ensure() {
    const changedElsewhere = redirectsChangedAt() > state.loadedAt
    const stale = changedElsewhere || Date.now() - state.loadedAt > MAX_AGE_MS
    if (!loading && (!state.map || stale)) {
      loading = load()
        .catch((err: unknown) => console.error("[redirects] could not load the table", err))
        .finally(() => {
          loading = null
        })
    }
    // The first load is awaited, and so is a reload after another server's change (its redirect must answer from
    // the next request on); the age-based reload runs in the background while the current table answers.
    return state.map && !changedElsewhere ? Promise.resolve() : (loading ?? Promise.resolve())
  },
  hit(id) {
    void anonymous(async () => (await resolveBackend()).backend.redirects.recordHit(id)).catch((err: unknown) =>
      console.error("[redirects] could not count a hit", err),
    )
  },
})

/** After a change: the next request sees the new table. */
export async function reloadRedirectTable(backend: Backend): Promise<void> {
  await announceRedirectsChanged()
  state.loadedAt = 0
  await (loading ?? Promise.resolve())
  await load(backend).catch((err: unknown) => console.error("[redirects] could not reload the table", err))
}

/** Makes sure the table is installed and loaded (instrumentation, at start-up). */
export function warmRedirectTable(): Promise<void> {
  return state.ensure()
}
