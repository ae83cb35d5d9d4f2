// Response compression for the production server, in place of Next's own (which gzips every response again on every
// request). Two paths, chosen when the response starts:
//   - A response whose whole body is known up front (Content-Length set, or ended in one call) and that shared caches
//     may keep (no `private`/`no-store`): prerendered pages, their RSC payloads, /_next/static files, public files.
//     Its compressed forms are kept in memory, keyed by the SHA-256 of the body, so the same bytes are compressed
//     once per server, not once per request. The first request compresses at a fast level; the best level (brotli
//     11, gzip 9) is then made off the main thread and replaces it for later requests.
//   - Anything else (streamed pages, per-visitor answers): compressed as it is written, flushed after each write so
//     streaming still streams.
// Brotli goes to clients that accept it (browsers send it over HTTPS), gzip to the rest.
import { createHash } from "node:crypto"
import { promisify } from "node:util"
import zlib from "node:zlib"

import { endArgs, toBuffer, writeHeadHeaders } from "./response-parts.mjs"

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|ld\+json|manifest\+json|rss\+xml|atom\+xml|xml|x-component)|image\/svg\+xml)/i
// Below this a compressed body is not smaller by enough to matter (and headers dominate).
const MIN_BYTES = 1024
// Bodies above this are compressed as they stream and never held whole.
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

const FAST = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  gzip: { level: 6 },
}
const BEST = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 22 } },
  gzip: { level: 9, memLevel: 9 },
}

/** The encoding to answer with for an Accept-Encoding header: "br", "gzip" or null. Honours q=0. */
export function chooseEncoding(acceptEncoding) {
  if (!acceptEncoding) return null
  const accepted = new Map()
  for (const part of String(acceptEncoding).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const weight = q ? Number(q.slice(2)) : 1
    accepted.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weight = (name) => accepted.get(name) ?? (accepted.has("*") ? accepted.get("*") : 0)
  const br = weight("br")
  const gz = weight("gzip")
  if (br > 0 && br >= gz) return "br"
  if (gz > 0) return "gzip"
  return null
}

function compressible(res) {
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 206 || res.statusCode === 304) return false
  if (res.getHeader("content-encoding")) return false
  if (/\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? ""))) return false
  return COMPRESSIBLE.test(String(res.getHeader("content-type") ?? ""))
}

function sharedCacheable(res) {
  if (res.getHeader("set-cookie")) return false
  return !/\b(private|no-store)\b/i.test(String(res.getHeader("cache-control") ?? ""))
}

function addVary(res) {
  const vary = res.getHeader("vary")
  if (!vary) return res.setHeader("Vary", "Accept-Encoding")
  const list = String(vary)
  if (list.trim() === "*" || /(^|,)\s*accept-encoding\s*(,|$)/i.test(list)) return
  res.setHeader("Vary", `${list}, Accept-Encoding`)
}

// The compressed bytes differ from the identity body, so a strong validator describes them no longer.
function weakenEtag(res) {
  const etag = res.getHeader("etag")
  if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`)
}

// Remembered per buffer: the page cache (page-cache.mjs) sends the same buffer for every hit.
/** @type {WeakMap<Buffer, string>} */
const bodyKeys = new WeakMap()
function bodyKey(body) {
  let key = bodyKeys.get(body)
  if (!key) {
    key = createHash("sha256").update(body).digest("base64url")
    bodyKeys.set(body, key)
  }
  return key
}

/** Whether an If-None-Match header names this validator (weak comparison, as GET and HEAD use). */
export function notModified(ifNoneMatch, etag) {
  if (!ifNoneMatch || typeof etag !== "string") return false
  const bare = (tag) => tag.trim().replace(/^W\//, "")
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === bare(etag))
}

/** A byte-bounded LRU of compressed bodies: key → { br?, gzip? } (Map order is recency). */
export function createCompressionCache(maxBytes) {
  const entries = new Map()
  let bytes = 0
  const size = (entry) => (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0)
  return {
    get(key, encoding) {
      const entry = entries.get(key)
      if (!entry?.[encoding]) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry[encoding]
    },
    set(key, encoding, body) {
      const entry = entries.get(key) ?? {}
      bytes -= size(entry)
      entries.delete(key)
      entry[encoding] = body
      entries.set(key, entry)
      bytes += size(entry)
      for (const [oldKey, old] of entries) {
        if (bytes <= maxBytes) break
        entries.delete(oldKey)
        bytes -= size(old)
      }
    },
    get bytes() {
      return bytes
    },
    get count() {
      return entries.size
    },
  }
}

/**
 * Returns `compress(req, res)`: call it before handing the request on; it wraps `res` so whatever is written later
 * goes out compressed when the client and the response allow it.
 */
export function createCompressor({ cacheBytes = 32 * 1024 * 1024 } = {}) {
  const cache = createCompressionCache(cacheBytes)

  // Runs once per body and encoding: only a cache miss calls it, and the miss fills the entry at once.
  function improve(key, encoding, body) {
    const run = encoding === "br" ? brotli(body, BEST.br) : gzip(body, BEST.gzip)
    run
      .then((better) => {
        const current = cache.get(key, encoding)
        if (current && better.length < current.length) cache.set(key, encoding, better)
      })
      .catch(() => {})
  }

  function compressWhole(key, body, encoding) {
    const cached = cache.get(key, encoding)
    if (cached) return cached
    const fast = encoding === "br" ? zlib.brotliCompressSync(body, FAST.br) : zlib.gzipSync(body, FAST.gzip)
    cache.set(key, encoding, fast)
    improve(key, encoding, body)
    return fast
  }

  function compress(req, res) {
    const encoding = req.method === "HEAD" ? null : chooseEncoding(req.headers["accept-encoding"])
    const write = res.write
    const end = res.end
    const flushHeaders = res.flushHeaders
    const writeHead = res.writeHead
    /** @type {"identity" | "whole" | "stream" | undefined} */
    let mode
    /** @type {Buffer[]} */
    let chunks = []
    let buffered = 0
    let stream

    // Decided when the first byte of the body (or the end) is about to go out, with status and headers final.
    function decide(endingWith) {
      if (mode) return
      if (!compressible(res)) {
        mode = "identity"
        return
      }
      addVary(res)
      if (!encoding) {
        mode = "identity"
        return
      }
      const declared = Number(res.getHeader("content-length"))
      const whole = endingWith !== undefined ? endingWith.length : Number.isFinite(declared) ? declared : undefined
      if (whole !== undefined && whole < MIN_BYTES) {
        mode = "identity"
        return
      }
      weakenEtag(res)
      res.removeHeader("content-length")
      if (whole !== undefined && whole <= MAX_BUFFERED_BYTES && sharedCacheable(res)) {
        mode = "whole"
        return
      }
      mode = "stream"
      res.setHeader("Content-Encoding", encoding)
      stream = encoding === "br" ? zlib.createBrotliCompress(FAST.br) : zlib.createGzip(FAST.gzip)
      stream.on("data", (out) => {
        if (!write.call(res, out)) stream.pause()
      })
      res.on("drain", () => stream.resume())
      stream.on("end", () => end.call(res))
      // A compressor that fails (it should not) ends this response; the process and other requests go on.
      stream.on("error", (err) => {
        console.error("[server] compression failed", err)
        res.destroy(err)
      })
    }

    // Until the first byte, status and headers are only recorded; Node writes the head through this method again with
    // the first byte (its implicit header), by which time decide() has adjusted the headers.
    res.writeHead = function (status, reason, headers) {
      if (typeof reason !== "string") {
        headers = reason
        reason = undefined
      }
      res.statusCode = status
      if (reason) res.statusMessage = reason
      for (const [name, value] of writeHeadHeaders(headers)) res.setHeader(name, value)
      return mode ? writeHead.call(res, res.statusCode) : res
    }

    res.write = function (chunk, enc, callback) {
      const body = toBuffer(chunk, enc)
      decide()
      if (mode === "identity" || !body) return write.call(res, chunk, enc, callback)
      if (typeof enc === "function") callback = enc
      if (mode === "whole") {
        chunks.push(body)
        buffered += body.length
        if (typeof callback === "function") process.nextTick(callback)
        return true
      }
      const ok = stream.write(body)
      stream.flush(encoding === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH)
      if (typeof callback === "function") process.nextTick(callback)
      // A writer told to wait (false) waits for the response's 'drain'; it comes once the compressor has taken it in.
      if (!ok) stream.once("drain", () => res.emit("drain"))
      return ok
    }

    res.end = function (...args) {
      const [chunk, enc, callback] = endArgs(...args)
      const last = toBuffer(chunk, enc)
      const sentWhole = !mode
      if (!mode) decide(last ?? Buffer.alloc(0))
      if (mode === "stream") {
        if (typeof callback === "function") res.once("finish", callback)
        if (last) stream.write(last)
        stream.end()
        return res
      }
      if (mode === "identity" && !(sentWhole && last && validatable(last))) return end.call(res, chunk, enc, callback)
      if (typeof callback === "function") res.once("finish", callback)
      if (last) {
        chunks.push(last)
        buffered += last.length
      }
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered)
      chunks = []
      const key = bodyKey(body)
      if (validatable(body)) {
        res.setHeader("ETag", `W/"${key.slice(0, 27)}"`)
        if (notModified(req.headers["if-none-match"], res.getHeader("etag"))) {
          res.statusCode = 304
          for (const name of ["content-length", "content-encoding", "content-type"]) res.removeHeader(name)
          return end.call(res)
        }
      }
      if (mode === "identity" || body.length < MIN_BYTES) return end.call(res, body)
      const compressed = compressWhole(key, body, encoding)
      res.setHeader("Content-Encoding", encoding)
      res.setHeader("Content-Length", compressed.length)
      return end.call(res, compressed)
    }

    // A body sent whole that shared caches may keep gets a validator made from its bytes (Next's own is turned off in
    // next.config.mjs: it hashed each page in JavaScript on every request). A validator already set is kept.
    function validatable(body) {
      return (
        res.statusCode === 200 &&
        (req.method === "GET" || req.method === "HEAD") &&
        body.length > 0 &&
        !res.getHeader("etag") &&
        sharedCacheable(res)
      )
    }

    res.flushHeaders = function () {
      decide()
      // A whole-body response sends its headers with the body, once its length is known.
      if (mode !== "whole") flushHeaders.call(res)
    }
  }

  compress.cache = cache
  return compress
}
