import { isIP } from "node:net"

/**
 * The client's address for per-IP limits. The production server (server/index.mjs) replaces X-Forwarded-For with
 * the one address it trusts (the connection, or the Nth entry from the right behind N trusted proxies), so here it
 * is a single entry. `next dev` fills the header from the connection when the client sent none.
 */
export function clientIp(headers: Pick<Headers, "get">): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
  const entry = chain[chain.length - 1] ?? ""
  warnWithoutServer()
  return isIP(entry) ? entry.toLowerCase() : "unknown"
}

/**
 * The key a per-IP limiter counts under: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber usually holds a whole /64, so counting single addresses would let it rotate through them).
 */
export function ipLimitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip
  const [head = "", tail = ""] = ip.split("::")
  const left = head ? head.split(":") : []
  const right = tail ? tail.split(":") : []
  const groups = ip.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`
}

let warned = false
const SERVER_MARK = Symbol.for("lumora.server")
function warnWithoutServer() {
  // The cheap tests first: this runs for every page view, and reading process.env is not cheap.
  if (warned || (globalThis as Record<symbol, unknown>)[SERVER_MARK] || process.env.NODE_ENV !== "production") return
  warned = true
  console.warn("[server] not started through `npm start` (server/index.mjs): per-IP limits trust X-Forwarded-For as sent")
}
