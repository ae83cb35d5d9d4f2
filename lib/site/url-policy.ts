/** Link and image URLs in rendered content: relative, http(s), mailto and tel only. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"])

export function isSafeUrl(url: string | null | undefined): url is string {
  if (typeof url !== "string") return false
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so we do too.
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "")
  if (!compact) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (!scheme) return !compact.startsWith("\\") && !compact.startsWith("/\\")
  return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase())
}

/** True for absolute http(s) links to another host: those open in a new tab. */
export function isExternalUrl(url: string, siteUrl: string): boolean {
  if (!/^(https?:)?\/\//i.test(url)) return false
  try {
    return new URL(url, siteUrl).host !== new URL(siteUrl).host
  } catch {
    return true
  }
}
