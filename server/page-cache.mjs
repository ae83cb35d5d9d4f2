// A whole-response cache in front of Next, for what HTTP already says a shared cache may keep: GET responses with
// status 200, `s-maxage` (or `public` with `max-age`), no `private`/`no-store`/`no-cache` and no Set-Cookie. Those
// are the prerendered public pages, their RSC payloads and Next's static files. A hit is written straight back,
// without Next's routing, proxy and render pipeline, which were most of the cost of a prerendered page.
//
// It never serves what Next would not:
//   - An entry is dropped as soon as the shared cache-tag state (lib/server/cache/tag-state.mjs) records any change after
//     the entry's request began: a publish, an edit, a scheduled expiry reaching its time, on this server or (by
//     LISTEN/NOTIFY) on another. Any change drops every entry; changes are rare, and a miss costs one ordinary request.
//     While that state is not loaded, or is catching up with another server's news, nothing is served from here.
//   - Entries live at most `maxAgeMs` (and never beyond the response's own s-maxage/max-age), a bound for anything
//     that changes without a cache tag, such as Next's timed revalidation.
//   - Requests in draft mode (Next's preview cookie), with a Range, or with an Authorization header go to Next.
//   - Variants follow the response's Vary header (Next's RSC and prefetch headers); Accept-Encoding is left to the
//     compression layer, which sits after this one and compresses a hit like any other response.
import { Buffer } from "node:buffer"

import { toBuffer, writeHeadHeaders } from "./response-parts.mjs"

const MAX_ENTRY_BYTES = 2 * 1024 * 1024
// Next's draft-mode cookie: a request carrying it must see the draft, never a cached page.
const DRAFT_COOKIE = /(?:^|;\s*)__prerender_bypass=/
// Hop-by-hop and per-response headers are not replayed.
const NOT_REPLAYED = new Set(["connection", "keep-alive", "transfer-encoding", "date", "age"])

function now() {
  return performance.timeOrigin + performance.now()
}

/** How long (ms) a shared cache may keep a response with this Cache-Control, or 0 when it may not. */
export function sharedMaxAge(cacheControl) {
  const cc = String(cacheControl ?? "").toLowerCase()
  if (!cc || /\b(private|no-store|no-cache)\b/.test(cc)) return 0
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cc)
  if (sMaxAge) return Number(sMaxAge[1]) * 1000
  const maxAge = /\bmax-age=(\d+)/.exec(cc)
  if (maxAge && /\bpublic\b/.test(cc)) return Number(maxAge[1]) * 1000
  return 0
}

function varyNames(vary) {
  return String(vary ?? "")
    .toLowerCase()
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s && s !== "accept-encoding")
}

function headerValue(req, name) {
  const v = req.headers[name]
  return Array.isArray(v) ? v.join(", ") : (v ?? "")
}

/**
 * @param {{
 *   lastChange: () => number | null,
 *   maxAgeMs?: number,
 *   maxBytes?: number,
 *   exclude?: RegExp,
 * }} options lastChange: the latest time (this process's clock) at which anything cached may have changed, or
 *   null when that cannot be known now (then nothing is served from the cache). exclude: request paths never
 *   cached.
 */
export function createPageCache({ lastChange, maxAgeMs = 10_000, maxBytes = 32 * 1024 * 1024, exclude }) {
  /** @type {Map<string, { vary: string[], variants: Map<string, Entry> }>} */
  const urls = new Map()
  let bytes = 0
  /** The lastChange() value the entries were checked against; a newer one empties the cache. */
  let seenChange = 0

  /** @typedef {{ key: string, variant: string, headers: [string, string | string[]][], body: Buffer, storedAt: number, expiresAt: number }} Entry */

  // Every entry, in use order across URLs (oldest first).
  /** @type {Map<Entry, true>} */
  const order = new Map()

  function remove(entry) {
    const slot = urls.get(entry.key)
    if (!slot || slot.variants.get(entry.variant) !== entry) return
    slot.variants.delete(entry.variant)
    if (slot.variants.size === 0) urls.delete(entry.key)
    order.delete(entry)
    bytes -= entry.body.length
  }

  function clear() {
    urls.clear()
    order.clear()
    bytes = 0
  }

  function variantOf(req, names) {
    return names.map((n) => headerValue(req, n)).join("\n")
  }

  function eligible(req) {
    if (req.method !== "GET" && req.method !== "HEAD") return false
    if (req.headers.range || req.headers.authorization) return false
    if (exclude?.test(req.url ?? "")) return false
    if (DRAFT_COOKIE.test(headerValue(req, "cookie"))) return false
    return true
  }

  function lookup(req, at) {
    const slot = urls.get(req.url)
    if (!slot) return undefined
    const entry = slot.variants.get(variantOf(req, slot.vary))
    if (!entry) return undefined
    if (entry.expiresAt <= at) {
      remove(entry)
      return undefined
    }
    order.delete(entry)
    order.set(entry, true)
    return entry
  }

  function store(entry) {
    if (entry.body.length > MAX_ENTRY_BYTES || entry.body.length > maxBytes / 2) return
    let slot = urls.get(entry.key)
    // The resource changed what it varies on: its old variants are keyed differently.
    if (slot && slot.vary.join("\n") !== entry.vary.join("\n")) for (const old of [...slot.variants.values()]) remove(old)
    const old = urls.get(entry.key)?.variants.get(entry.variant)
    if (old) remove(old)
    slot = urls.get(entry.key)
    if (!slot) {
      slot = { vary: entry.vary, variants: new Map() }
      urls.set(entry.key, slot)
    }
    slot.variants.set(entry.variant, entry)
    order.set(entry, true)
    bytes += entry.body.length
    for (const oldest of order.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  function replay(req, res, entry, at) {
    res.statusCode = 200
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader("Age", String(Math.floor(Math.max(0, at - entry.storedAt) / 1000)))
    if (res.hasHeader("x-nextjs-cache")) res.setHeader("x-nextjs-cache", "HIT")
    res.setHeader("Content-Length", entry.body.length)
    if (req.method === "HEAD") res.end()
    else res.end(entry.body)
  }

  /** Watches Next's answer to this request and keeps it if a shared cache may. */
  function capture(req, res, startedAt) {
    const write = res.write
    const end = res.end
    const writeHead = res.writeHead
    /** @type {Buffer[]} */
    let chunks = []
    let size = 0
    let keep = true
    /** @type {Map<string, unknown> | null} */
    let head = null

    function take(chunk, enc) {
      if (!keep) return
      const body = toBuffer(chunk, enc)
      if (!body) return
      size += body.length
      if (size > MAX_ENTRY_BYTES) {
        keep = false
        chunks = []
        return
      }
      chunks.push(body)
    }

    // The head as Next made it, read before the compression layer (which runs after this one) changes it: at an
    // explicit writeHead or flushHeaders, else at the first write or end (Node's implicit head comes later, when the
    // compression layer has already set its own headers). Decides whether the answer may be kept.
    function snapshot(status, given) {
      if (head) return
      head = new Map([...Object.entries(res.getHeaders()), ...writeHeadHeaders(given)])
      const kept =
        status === 200 &&
        !head.has("set-cookie") &&
        !head.has("content-encoding") &&
        head.get("x-nextjs-cache") !== "STALE" &&
        sharedMaxAge(head.get("cache-control")) > 0 &&
        !String(head.get("vary") ?? "").includes("*")
      if (!kept) {
        keep = false
        chunks = []
      }
    }

    res.writeHead = function (status, reason, headers) {
      snapshot(status, typeof reason === "string" ? headers : reason)
      return writeHead.apply(this, arguments)
    }

    const flushHeaders = res.flushHeaders
    res.flushHeaders = function () {
      snapshot(res.statusCode)
      return flushHeaders.apply(this, arguments)
    }

    res.write = function (chunk, enc) {
      snapshot(res.statusCode)
      take(chunk, enc)
      return write.apply(this, arguments)
    }
    res.end = function (chunk, enc) {
      snapshot(res.statusCode)
      take(chunk, enc)
      return end.apply(this, arguments)
    }

    res.once("finish", () => {
      // Next ended without a body on a GET: nothing worth replaying.
      if (!keep || !head || size === 0) return
      const declared = head.get("content-length")
      if (declared !== undefined && Number(declared) !== size) return
      const change = lastChange()
      // Something changed while this response was made: what it says may already be old.
      if (change === null || change > startedAt) return
      const vary = varyNames(head.get("vary"))
      store({
        key: req.url,
        vary,
        variant: variantOf(req, vary),
        headers: [...head]
          .filter(([name]) => name !== "content-length" && !NOT_REPLAYED.has(name))
          .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
        // A copy: the chunks Next wrote are its buffers, not ours to keep.
        body: Buffer.concat(chunks, size),
        storedAt: startedAt,
        expiresAt: startedAt + Math.min(maxAgeMs, sharedMaxAge(head.get("cache-control"))),
      })
    })
  }

  /**
   * Answers the request from the cache (true) or arranges for Next's answer to be kept (false: the caller hands
   * the request to Next).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function handle(req, res) {
    if (!eligible(req)) return false
    const at = now()
    const change = lastChange()
    if (change === null) return false
    if (change > seenChange) {
      seenChange = change
      clear()
    }
    // What is left was made after the last change: an answer made across one is never stored (capture).
    const entry = lookup(req, at)
    if (entry) {
      replay(req, res, entry, at)
      return true
    }
    if (req.method === "GET") capture(req, res, at)
    return false
  }

  return Object.assign(handle, {
    get bytes() {
      return bytes
    },
    get count() {
      return order.size
    },
  })
}
