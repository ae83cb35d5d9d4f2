import "server-only"


import { DOWNLOAD_LINK_HOURS } from "@/lib/domain/download-link"
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/i18n"
import { checkLinkSignature, linkSignature, type LinkCheck } from "@/lib/server/signed-link"

export type { LinkCheck }

/**
 * Signed, expiring download links for gated resources. A link names the resource (its slug and, outside the default
 * language, its language: slugs are unique per language), the download request it was issued for (the message id)
 * and its expiry, and carries an HMAC-SHA256 of them under a server secret
 * (backend.secret("download_link"): shared by every server on the database; on Supabase derived from the service-role
 * key, or, without that key, this process's own, so a link then works only on the server that issued it until it
 * restarts). Nothing is stored per link: the signature is the proof, the expiry in it its end.
 */

/** How long a link works (24 hours). */
export const DOWNLOAD_LINK_TTL_MS = DOWNLOAD_LINK_HOURS * 60 * 60 * 1000

export type DownloadLink = { slug: string; locale: Locale; request: string; expires: number; signature: string }

// The default language's links sign what they always signed, so links issued before languages keep working.
function signedText(slug: string, locale: Locale, request: string, expires: number): string {
  return locale === DEFAULT_LOCALE ? `download:${slug}:${request}:${expires}` : `download:${slug}:${request}:${expires}:${locale}`
}

export function signDownloadLink(
  secret: string,
  slug: string,
  request: string,
  now = Date.now(),
  ttlMs = DOWNLOAD_LINK_TTL_MS,
  locale: Locale = DEFAULT_LOCALE,
): DownloadLink {
  const expires = now + ttlMs
  return { slug, locale, request, expires, signature: linkSignature(secret, signedText(slug, locale, request, expires)) }
}

/** The link's path on this site: /api/downloads/{slug}?r={request}&e={expires}&s={signature}, and &l={locale} outside the default language. */
export function downloadLinkPath(link: DownloadLink): string {
  const q = new URLSearchParams({ r: link.request, e: String(link.expires), s: link.signature })
  if (link.locale !== DEFAULT_LOCALE) q.set("l", link.locale)
  return `/api/downloads/${encodeURIComponent(link.slug)}?${q}`
}

/** The language a link's query names (its `l`), the default one when it names none it knows: for the words of a refusal. */
export function downloadLinkLocale(search: URLSearchParams): Locale {
  const locale = search.get("l")
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** The parts of a link as a request brings them (any may be missing or malformed). */
export function readDownloadLink(slug: string, search: URLSearchParams): DownloadLink | null {
  const request = search.get("r") ?? ""
  const expires = search.get("e") ?? ""
  const signature = search.get("s") ?? ""
  const locale = search.get("l") ?? DEFAULT_LOCALE
  if (!/^[0-9a-f-]{36}$/i.test(request) || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return null
  if (slug.length === 0 || slug.length > 200 || !isLocale(locale)) return null
  return { slug, locale, request, expires: Number(expires), signature }
}

/** Forged or altered (any part): invalid. Genuine but past its expiry: expired. The signature is checked first. */
export function checkDownloadLink(secret: string, link: DownloadLink | null, now = Date.now()): LinkCheck {
  if (!link) return { ok: false, reason: "invalid" }
  return checkLinkSignature(secret, signedText(link.slug, link.locale, link.request, link.expires), link.signature, link.expires, now)
}
