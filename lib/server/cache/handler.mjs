// Next's cache handler (next.config.mjs `cacheHandler`): ISR pages, route handlers and unstable_cache entries.
// Entries live in this server's memory (bounded, least recently used dropped first); what makes them right on
// every server is the tag state they are checked against, which all servers share (./tag-state.mjs). A publish on
// one server expires the tags there and in the shared state; every other server drops the affected entries on its
// next request. Scheduled publications are future expiries in that same state, so they survive restarts.
import { tagState } from "./tag-state.mjs"

// The header in which Next stores a page's or route's cache tags, as its cache-handler examples read them.
const TAGS_HEADER = "x-next-cache-tags"
const MAX_BYTES = Math.max(1, Number(process.env.CACHE_MEMORY_MB || 64)) * 1024 * 1024

const KEY = Symbol.for("lumora.cache-entries")
/** @type {{ entries: Map<string, { value: any, lastModified: number, tags: string[], cacheControl?: any, size: number }>, bytes: number }} */
const store = (globalThis[KEY] ??= { entries: new Map(), bytes: 0 })

function sizeOf(value) {
  if (!value) return 64
  let n = 256
  if (typeof value.html === "string") n += value.html.length
  if (value.rscData?.length) n += value.rscData.length
  if (value.segmentData instanceof Map) for (const b of value.segmentData.values()) n += b?.length ?? 0
  if (value.body?.length) n += value.body.length
  if (value.data?.body?.length) n += value.data.body.length
  if (typeof value.postponed === "string") n += value.postponed.length
  return n
}

function tagsOf(value, ctxTags) {
  const tags = new Set(ctxTags ?? [])
  for (const t of value?.tags ?? []) tags.add(t)
  const header = value?.headers?.[TAGS_HEADER]
  if (typeof header === "string") for (const t of header.split(",")) if (t) tags.add(t)
  return [...tags]
}

// When each key last missed, or was answered from here: a render of it started after that (after a miss; or in the
// background after a hit Next found too old by its revalidate time, while it answered with that entry), so what the
// render read is at least that old. An entry is dated from then, not from when the render ended, so a change that
// commits during a slow render (a menu published while a page is regenerated in the background) still expires it.
const MISS_KEY = Symbol.for("lumora.cache-misses")
/** @type {Map<string, number>} */
const misses = (globalThis[MISS_KEY] ??= new Map())
const MISS_MAX_AGE_MS = 60_000

function now() {
  return performance.timeOrigin + performance.now()
}

function noteMiss(key) {
  const at = misses.get(key)
  if (at === undefined || now() - at > MISS_MAX_AGE_MS) misses.set(key, now())
  if (misses.size > 10_000) misses.clear()
}

function drop(key) {
  const old = store.entries.get(key)
  if (!old) return
  store.entries.delete(key)
  store.bytes -= old.size
}

export default class CacheHandler {
  constructor() {
    // Starts loading (once per process) the shared tag state.
    tagState()
  }

  async get(key, ctx) {
    const entry = store.entries.get(key)
    if (!entry) {
      noteMiss(key)
      return null
    }
    const state = tagState()
    await state.ready
    if (state.pending) await state.pending
    const tags = ctx?.softTags ? [...entry.tags, ...ctx.softTags] : entry.tags
    // Expired or stale since it was written: render afresh now (the shared state says so on every server).
    if (state.isExpired(tags, entry.lastModified) || state.isStale(tags, entry.lastModified)) {
      drop(key)
      noteMiss(key)
      return null
    }
    // Most recently used last.
    store.entries.delete(key)
    store.entries.set(key, entry)
    // Next may regenerate it now, in the background, from data read from now on.
    noteMiss(key)
    return { value: entry.value, lastModified: entry.lastModified, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) }
  }

  async set(key, data, ctx) {
    drop(key)
    const missedAt = misses.get(key)
    misses.delete(key)
    const entry = {
      value: data,
      lastModified: Math.min(now(), missedAt ?? Infinity),
      tags: tagsOf(data, ctx?.tags),
      cacheControl: ctx?.cacheControl,
      size: sizeOf(data),
    }
    if (entry.size > MAX_BYTES / 4) return
    store.entries.set(key, entry)
    store.bytes += entry.size
    for (const oldest of store.entries.keys()) {
      if (store.bytes <= MAX_BYTES) break
      drop(oldest)
    }
  }

  async revalidateTag(tags, durations) {
    await tagState().revalidate(typeof tags === "string" ? [tags] : [...tags], durations)
  }

  resetRequestCache() {}
}
