/**
 * The client's address as seen by this server. `next start` fills X-Forwarded-For from the socket only when the
 * request has none, and reverse proxies append the address they saw, so the trustworthy entry is the last one,
 * or the one before the TRUSTED_PROXY_COUNT proxies that append after it. Without a proxy a client can spoof it.
 */
export function clientIp(headers: Headers, trustedProxies = Number(process.env.TRUSTED_PROXY_COUNT ?? 0) || 0): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
  const entry = chain[Math.max(0, chain.length - 1 - trustedProxies)]
  return entry || headers.get("x-real-ip")?.trim() || "unknown"
}
