// What the server's response wrappers (compression.mjs, page-cache.mjs, not-found-page.mjs) need to read from the calls Next makes on
// a ServerResponse.
import { Buffer } from "node:buffer"

/** A chunk given to write()/end() as a Buffer (a view, not a copy, when it already is bytes), or null for none. */
export function toBuffer(chunk, enc) {
  if (chunk == null || typeof chunk === "function") return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(chunk, typeof enc === "string" ? enc : "utf8")
}

/**
 * The headers given to writeHead, as [lower-case name, value] pairs: an object, or the raw form
 * [name, value, name, value, ...] in which a repeated name keeps every value.
 */
export function writeHeadHeaders(given) {
  /** @type {Map<string, unknown>} */
  const out = new Map()
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) {
      const name = String(given[i]).toLowerCase()
      const prev = out.get(name)
      out.set(name, prev === undefined ? given[i + 1] : [].concat(prev, given[i + 1]))
    }
  } else if (given) {
    for (const [name, value] of Object.entries(given)) if (value !== undefined) out.set(name.toLowerCase(), value)
  }
  return [...out]
}

/**
 * The arguments of a call to end() in their places: end(callback) and end(chunk, callback) are end(chunk, enc,
 * callback) with the missing ones undefined.
 */
export function endArgs(chunk, enc, callback) {
  if (typeof chunk === "function") return [undefined, undefined, chunk]
  if (typeof enc === "function") return [chunk, undefined, enc]
  return [chunk, enc, callback]
}
