import { isLocale, splitLocalePath, type Locale } from "@/lib/domain/i18n"
import type { LeadContext } from "@/lib/domain/types"
import { UTM_KEYS, type Utm } from "@/lib/domain/utm"

/** sessionStorage key: the landing page's context, kept for this tab's session. */
export const LEAD_CONTEXT_KEY = "lumora.lead-context"

const MAX_VALUE = 200

/** The UTM parameters of a URL's query string, trimmed and bounded. */
export function utmFromSearch(search: string): Utm {
  if (!search) return {}
  const params = new URLSearchParams(search)
  const utm: Utm = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) utm[key] = value.slice(0, MAX_VALUE)
  }
  return utm
}

/** The origin of a referrer URL when it is another site; "" for none, our own site or anything unparsable. */
export function externalOrigin(referrer: string, ownOrigin: string): string {
  // Most views have none; a failed parse throws, which costs more than the rest of a beacon's checks.
  if (!referrer) return ""
  try {
    const url = new URL(referrer)
    if (url.protocol !== "http:" && url.protocol !== "https:") return ""
    return url.origin === ownOrigin ? "" : url.origin
  } catch {
    return ""
  }
}

function text(value: unknown, max: number): string {
  return typeof value === "string" ? value.trim().slice(0, max) : ""
}

/**
 * The context a visitor's browser sent, reduced to what we keep: a path (no query, no fragment), an http(s)
 * origin and the five UTM values. Anything else is dropped; a bad value never refuses the message.
 */
export function sanitizeLeadContext(raw: { page?: unknown; referrer?: unknown; utm?: unknown }): LeadContext {
  const page = text(raw.page, 300)
  const page_path = /^\/[^\s?#]*$/.test(page) ? page : ""
  const referrer = text(raw.referrer, 300)
  let referrer_origin = ""
  try {
    const url = new URL(referrer)
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin === referrer) referrer_origin = url.origin
  } catch {
    // not a URL: kept empty
  }
  const utm: Utm = {}
  if (raw.utm && typeof raw.utm === "object") {
    for (const key of UTM_KEYS) {
      const value = text((raw.utm as Record<string, unknown>)[key], MAX_VALUE)
      if (value) utm[key] = value
    }
  }
  return { page_path, referrer_origin, utm }
}

/**
 * The language of a lead's form, one rule for its answers, its lookups and what is stored: the form's `locale` when
 * it is one of the site's, else the language of the page it was sent from (/es/… is Spanish), else the default.
 */
export function leadFormLocale(raw: { locale?: unknown; page?: unknown }): Locale {
  if (isLocale(raw.locale)) return raw.locale
  const page = typeof raw.page === "string" ? (raw.page.split(/[?#]/)[0] ?? "") : ""
  return splitLocalePath(page.startsWith("/") ? page : "/").locale
}
