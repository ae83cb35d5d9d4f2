/**
 * What the app reads of the shared cache-tag state (lib/server/cache/tag-state.mjs). Next loads that module with the cache
 * handler, outside the app's bundles; it puts its one instance per process on globalThis, which this reads.
 */
const TAG_STATE = Symbol.for("lumora.cache-tag-state")
type TagStateView = { get(tag: string): { stale?: number; expired?: number } | undefined }

/** When any server last marked `tag` stale or expired (0 when never, or without a cache handler), in this process's clock. */
export function tagChangedAt(tag: string): number {
  const times = ((globalThis as Record<symbol, unknown>)[TAG_STATE] as TagStateView | undefined)?.get(tag)
  return times ? Math.max(times.stale ?? 0, times.expired ?? 0) : 0
}
