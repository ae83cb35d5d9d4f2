import "server-only"

import { lookup } from "node:dns/promises"

import ipaddr from "ipaddr.js"

export type AddressProblem = "not_https" | "private" | "unresolved"

/** Only ordinary public unicast addresses may receive a lead (no loopback, private, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let ip = ipaddr.parse(address)
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address()
  return ip.range() === "unicast"
}

/**
 * Whether a CRM address may be called: https:// to a host whose every address is public. With `allowPrivate` (a
 * setting for local testing) http:// and any address are allowed. Checked when the owner saves it and again before
 * each delivery (a name may point elsewhere later).
 */
export async function crmAddressProblem(url: string, allowPrivate: boolean): Promise<AddressProblem | null> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return "not_https"
  }
  if (parsed.protocol !== "https:" && !(allowPrivate && parsed.protocol === "http:")) return "not_https"
  if (parsed.username || parsed.password) return "not_https"
  if (allowPrivate) return null
  const host = parsed.hostname.replace(/^\[|\]$/g, "")
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : "private"
  if (host === "localhost" || host.endsWith(".localhost")) return "private"
  try {
    const addresses = await lookup(host, { all: true, verbatim: true })
    if (addresses.length === 0) return "unresolved"
    return addresses.every((a) => isPublicAddress(a.address)) ? null : "private"
  } catch {
    return "unresolved"
  }
}
