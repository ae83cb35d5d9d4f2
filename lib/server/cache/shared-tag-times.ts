/**
 * What the app reads of the shared cache-tag state (lib/server/cache/tag-state.mjs). Next loads that module with the cache
 * handler, outside the app's bundles; it puts its one instance per process on globalThis, which this reads.
 */
const TAG_STATE = Symbol.for("lumora.cache-tag-state")
type TagStateView = { get(tag: string): { stale?: number; expired?: number } | undefined; lastChange(): number | null }

const tagState = () => (globalThis as Record<symbol, unknown>)[TAG_STATE] as TagStateView | undefined

/** When any server last marked `tag` stale or expired (0 when never, or without a cache handler), in this process's clock. */
export function tagChangedAt(tag: string): number {
  const times = tagState()?.get(tag)
  return times ? Math.max(times.stale ?? 0, times.expired ?? 0) : 0
}

/**
 * The latest moment at which anything cached may have changed, on any server (a publish, an unpublish, an edit, a
 * scheduled publication reaching its time), in this process's clock; 0 without a cache handler; null while the
 * state is loading or catching up with another server's news, when it cannot be known.
 */
export function lastCacheChange(): number | null {
  const state = tagState()
  return state ? state.lastChange() : 0
}
