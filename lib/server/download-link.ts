import "server-only"

import { createHmac, timingSafeEqual } from "node:crypto"

import { DOWNLOAD_LINK_HOURS } from "@/lib/domain/download-link"

/**
 * Signed, expiring download links for gated resources. A link names the resource (its slug), the download request
 * it was issued for (the message id) and its expiry, and carries an HMAC-SHA256 of the three under a server secret
 * (backend.secret("download_link"): shared by every server on the database; on Supabase derived from the service-role
 * key, or, without that key, this process's own, so a link then works only on the server that issued it until it
 * restarts). Nothing is stored per link: the signature is the proof, the expiry in it its end.
 */

/** How long a link works (24 hours). */
export const DOWNLOAD_LINK_TTL_MS = DOWNLOAD_LINK_HOURS * 60 * 60 * 1000

export type DownloadLink = { slug: string; request: string; expires: number; signature: string }

export type LinkCheck = { ok: true } | { ok: false; reason: "invalid" | "expired" }

function mac(secret: string, slug: string, request: string, expires: number): string {
  return createHmac("sha256", secret).update(`download:${slug}:${request}:${expires}`).digest("hex")
}

export function signDownloadLink(secret: string, slug: string, request: string, now = Date.now(), ttlMs = DOWNLOAD_LINK_TTL_MS): DownloadLink {
  const expires = now + ttlMs
  return { slug, request, expires, signature: mac(secret, slug, request, expires) }
}

/** The link's path on this site: /api/downloads/{slug}?r={request}&e={expires}&s={signature}. */
export function downloadLinkPath(link: DownloadLink): string {
  const q = new URLSearchParams({ r: link.request, e: String(link.expires), s: link.signature })
  return `/api/downloads/${encodeURIComponent(link.slug)}?${q}`
}

/** The parts of a link as a request brings them (any may be missing or malformed). */
export function readDownloadLink(slug: string, search: URLSearchParams): DownloadLink | null {
  const request = search.get("r") ?? ""
  const expires = search.get("e") ?? ""
  const signature = search.get("s") ?? ""
  if (!/^[0-9a-f-]{36}$/i.test(request) || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return null
  if (slug.length === 0 || slug.length > 200) return null
  return { slug, request, expires: Number(expires), signature }
}

/** Forged or altered (any part): invalid. Genuine but past its expiry: expired. The signature is checked first. */
export function checkDownloadLink(secret: string, link: DownloadLink | null, now = Date.now()): LinkCheck {
  if (!link) return { ok: false, reason: "invalid" }
  const expected = Buffer.from(mac(secret, link.slug, link.request, link.expires), "hex")
  const given = Buffer.from(link.signature, "hex")
  if (given.length !== expected.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" }
  if (now >= link.expires) return { ok: false, reason: "expired" }
  return { ok: true }
}
