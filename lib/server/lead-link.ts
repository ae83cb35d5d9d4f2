import "server-only"

import { checkLinkSignature, linkSignature, type LinkCheck } from "@/lib/server/signed-link"

/**
 * Signed, expiring addresses of one lead's full data, sent in a protected webhook's body instead of the data
 * (docs/privacy.md, "Protected notifications"). A link names the lead (its message id) and its expiry, and carries an
 * HMAC-SHA256 of both under a server secret (backend.secret("lead_link"), shared by every server on the database).
 * Nothing is stored per link: the signature is the proof, the expiry in it its end.
 */

/** How long a link works: 7 days, longer than the outbox's whole retry schedule (about three and a half days). */
export const LEAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

export type LeadLink = { lead: string; expires: number; signature: string }

export type LeadLinkCheck = LinkCheck

const signed = (lead: string, expires: number) => `lead-data:${lead}:${expires}`

export function signLeadLink(secret: string, lead: string, now: number, ttlMs = LEAD_LINK_TTL_MS): LeadLink {
  const expires = now + ttlMs
  return { lead, expires, signature: linkSignature(secret, signed(lead, expires)) }
}

/** The link's path on this site: /api/lead-data/{id}?e={expires}&s={signature}. */
export function leadLinkPath(link: LeadLink): string {
  return `/api/lead-data/${encodeURIComponent(link.lead)}?${new URLSearchParams({ e: String(link.expires), s: link.signature })}`
}

/** The parts of a link as a request brings them; null when any is missing or malformed. */
export function readLeadLink(lead: string, search: URLSearchParams): LeadLink | null {
  const expires = search.get("e") ?? ""
  const signature = search.get("s") ?? ""
  if (!/^[0-9a-f-]{36}$/i.test(lead) || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return null
  return { lead: lead.toLowerCase(), expires: Number(expires), signature }
}

/** Forged or altered (any part): invalid. Genuine but past its expiry: expired. The signature is checked first. */
export function checkLeadLink(secret: string, link: LeadLink, now: number): LeadLinkCheck {
  return checkLinkSignature(secret, signed(link.lead, link.expires), link.signature, link.expires, now)
}
