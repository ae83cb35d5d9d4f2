import { isIP } from "node:net"

/**
 * The client's address for per-IP limits. Without trusted proxies it is the connection's own address, whatever the
 * headers say. With N trusted proxies (each appends the address it saw to X-Forwarded-For) it is the Nth entry from
 * the right: the address the outermost trusted proxy saw. Anything unreadable falls back to the connection.
 *
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedProxies
 * @returns {string}
 */
export function resolveClientAddress(socketAddress, forwardedFor, trustedProxies) {
  const fromSocket = normalizeAddress(socketAddress) || "unknown"
  if (!(trustedProxies > 0)) return fromSocket
  const raw = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "")
  const chain = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
  const entry = chain.length >= trustedProxies ? chain[chain.length - trustedProxies] : undefined
  return normalizeAddress(entry) || fromSocket
}

/**
 * A bare IP address: IPv4-mapped IPv6 becomes IPv4, a trailing port or IPv6 brackets are dropped, anything that
 * is not an address becomes "".
 *
 * @param {string | undefined} value
 * @returns {string}
 */
export function normalizeAddress(value) {
  if (!value) return ""
  let v = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v)
  if (bracketed) v = bracketed[1]
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(":"))
  if (/^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(v)) v = v.slice(7)
  return isIP(v) ? v.toLowerCase() : ""
}

/**
 * Parses TRUSTED_PROXY_COUNT (0 to 10).
 *
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseTrustedProxyCount(value) {
  if (value === undefined || value.trim() === "") return 0
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUSTED_PROXY_COUNT must be a whole number from 0 to 10 (got "${value}")`)
  return n
}
