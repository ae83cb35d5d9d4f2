/**
 * A Route Handler that acts for the admin refuses requests another site started. Browsers send
 * Sec-Fetch-Site on every request; Origin is checked against the Host when present.
 */
export function isSameOriginRequest(headers: Pick<Headers, "get">): boolean {
  const site = headers.get("sec-fetch-site")
  if (site && site !== "same-origin" && site !== "none") return false
  const origin = headers.get("origin")
  if (!origin) return true
  const host = headers.get("x-forwarded-host") ?? headers.get("host")
  // The usual case without parsing a URL (the page-view beacon makes this the most frequent check of all).
  if (origin === `https://${host}` || origin === `http://${host}`) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
