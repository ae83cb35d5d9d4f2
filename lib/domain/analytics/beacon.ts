import { BEACON_MESSAGES as M } from "@/lib/copy/validation"
import { externalOrigin, utmFromSearch } from "@/lib/domain/contact/lead-context"
import type { Utm } from "@/lib/domain/utm"

import { primaryLanguage } from "./classify"

/** The largest beacon body accepted, in bytes. */
export const BEACON_MAX_BYTES = 2048

/** What the page's script sends: view id, path, document.referrer, location.search, navigator.language. */
export type BeaconInput = { id: string; path: string; referrer: string; utm: Utm; language: string }

export type BeaconParse = { ok: true; value: BeaconInput } | { ok: false; error: string }

const ID = /^[A-Za-z0-9-]{16,64}$/
/** A path of this site: starts with one slash, no scheme or host, no query or fragment, no control characters. */
const PATH = /^\/(?!\/)[^\s?#\\\u0000-\u001f]{0,299}$/

/** Checks a beacon's JSON text; `ownOrigin` is this site's origin (a referrer from it is not a referrer). */
export function parseBeacon(text: string, ownOrigin: string): BeaconParse {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, error: M.notJson }
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return { ok: false, error: M.notObject }
  const body = raw as Record<string, unknown>
  if (typeof body.id !== "string" || !ID.test(body.id)) return { ok: false, error: M.idInvalid }
  if (typeof body.p !== "string" || !PATH.test(body.p)) return { ok: false, error: M.pathInvalid }
  const str = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "")
  return {
    ok: true,
    value: {
      id: body.id,
      path: body.p,
      referrer: externalOrigin(str(body.r, 500), ownOrigin),
      utm: utmFromSearch(str(body.q, 1000)),
      language: primaryLanguage(body.l),
    },
  }
}
