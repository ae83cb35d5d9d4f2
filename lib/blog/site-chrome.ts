import "server-only"

import { cache } from "react"

import { schemaOf, type DataField } from "@/lib/domain/data-fields"
import {
  CONTACT_DETAILS_FIELDS,
  DEFAULT_SITE_CHROME,
  FOOTER_FIELDS,
  NAVIGATION_FIELDS,
  SITE_SETTINGS_FIELDS,
  type SiteChrome,
} from "@/lib/domain/site-content"
import type { DocumentRow, DocumentTypeName } from "@/lib/domain/types"
import { isBuildPhase } from "@/lib/server/env"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"

import { dependOnPublishSchedule } from "./cache-tags"
import { getLiveSiteSingleton } from "./public-reads"
import { dependOnSiteContent } from "./site-pages"

/** A singleton's stored value, checked against its fields; the default when it is missing or no longer valid. */
function contentOf<T>(row: DocumentRow | null, fields: readonly DataField[], fallback: T): T {
  if (!row) return fallback
  const parsed = schemaOf(fields).safeParse(row.content)
  if (!parsed.success) {
    console.error(`[site] the stored ${row.type} does not match its fields; showing the default`)
    return fallback
  }
  return parsed.data as T
}

const read = (type: DocumentTypeName, locale: Locale) => getLiveSiteSingleton(type, locale).catch((error: unknown) => {
  console.error(`[site] could not read the ${type}; showing the default`, error)
  return null
})

/**
 * A singleton of a locale for the chrome. The data layer answers null for a locale that has no version of it; the
 * chrome then uses the default language's (a menu cannot go missing), and says so once per render in the log.
 */
async function readIn(type: DocumentTypeName, locale: Locale): Promise<DocumentRow | null> {
  const own = await read(type, locale)
  if (own || locale === DEFAULT_LOCALE) return own
  console.warn(`[site] no ${locale} version of the ${type}; showing the ${DEFAULT_LOCALE} one`)
  return read(type, DEFAULT_LOCALE)
}

/** Which part of the chrome each singleton is, with the fields its stored content must match. */
const SINGLETON_PARTS = {
  navigation: { part: "navigation", fields: NAVIGATION_FIELDS },
  footer: { part: "footer", fields: FOOTER_FIELDS },
  contact_details: { part: "contact", fields: CONTACT_DETAILS_FIELDS },
  site_settings: { part: "settings", fields: SITE_SETTINGS_FIELDS },
} as const satisfies Partial<Record<DocumentTypeName, { part: keyof SiteChrome; fields: readonly DataField[] }>>

export type SingletonName = keyof typeof SINGLETON_PARTS

export const isSingletonName = (type: string): type is SingletonName => Object.hasOwn(SINGLETON_PARTS, type)

/**
 * The published chrome with one singleton's unsaved or saved-but-not-live content in its place: what a preview
 * or a share link of that singleton shows. A content that does not match its fields leaves the published part.
 */
export async function chromeWithSingleton(type: SingletonName, content: unknown, locale: Locale = DEFAULT_LOCALE): Promise<SiteChrome> {
  const chrome = await publishedChrome(locale)
  const { part, fields } = SINGLETON_PARTS[type]
  const parsed = schemaOf(fields).safeParse(content)
  return parsed.success ? { ...chrome, [part]: parsed.data } : chrome
}

// The chrome a preview page draws instead of the published one, for this request only (React's per-request cache):
// the contact section reads the contact details through getSiteChrome() wherever it is drawn.
const previewChromeSlot = cache((): { chrome: SiteChrome | null } => ({ chrome: null }))

/**
 * Makes getSiteChrome() answer with this chrome for the rest of this request's render. Only the preview pages
 * (app/(preview), never cached, signed-in member or share link) call it; nothing else in a request sees it.
 */
export function setPreviewChrome(chrome: SiteChrome): void {
  previewChromeSlot().chrome = chrome
}

/**
 * The navigation, footer, contact details and site settings of the public pages in a locale: the singleton documents
 * of that language as visitors see them (the default language's where the locale has none of its own) (a draft waits; the version live before it stays). While `next build` runs the database stays
 * closed and the defaults (today's site) are rendered. Read once per request: the layout and the contact section
 * ask. A preview page renders its own chrome instead (setPreviewChrome).
 */
export async function getSiteChrome(locale: Locale = DEFAULT_LOCALE): Promise<SiteChrome> {
  return previewChromeSlot().chrome ?? publishedChrome(locale)
}

const publishedChrome = cache(async (locale: Locale = DEFAULT_LOCALE): Promise<SiteChrome> => {
  if (isBuildPhase()) return DEFAULT_SITE_CHROME
  await Promise.all([dependOnSiteContent(), dependOnPublishSchedule()])
  const [navigation, footer, contact, settings] = await Promise.all([
    readIn("navigation", locale),
    readIn("footer", locale),
    readIn("contact_details", locale),
    readIn("site_settings", locale),
  ])
  return {
    navigation: contentOf(navigation, NAVIGATION_FIELDS, DEFAULT_SITE_CHROME.navigation),
    footer: contentOf(footer, FOOTER_FIELDS, DEFAULT_SITE_CHROME.footer),
    contact: contentOf(contact, CONTACT_DETAILS_FIELDS, DEFAULT_SITE_CHROME.contact),
    settings: contentOf(settings, SITE_SETTINGS_FIELDS, DEFAULT_SITE_CHROME.settings),
  }
})
