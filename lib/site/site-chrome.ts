import "server-only"

import { cache } from "react"

import { schemaOf, type DataField } from "@/lib/domain/data-fields"
import {
  CONTACT_DETAILS_FIELDS,
  FOOTER_FIELDS,
  NAVIGATION_FIELDS,
  SITE_SETTINGS_FIELDS,
  type SiteChrome,
} from "@/lib/domain/site-content"
import type { DocumentRow, DocumentTypeName } from "@/lib/domain/types"
import { isBuildPhase } from "@/lib/server/env"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { builtInChrome } from "@/lib/domain/seed"

import { dependOn } from "./cache-tags"
import { getLiveSiteSingleton } from "./public-reads"

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
 * of that language as visitors see them (a draft waits; the version live before it stays). Where a language has no
 * version of one, or while `next build` runs with the database closed, that language's built-in one (the seed) is
 * drawn: never another language's, so a Spanish page never gets an English menu. Read once per request: the layout and the contact section
 * ask. A preview page renders its own chrome instead (setPreviewChrome).
 */
export async function getSiteChrome(locale: Locale = DEFAULT_LOCALE): Promise<SiteChrome> {
  return previewChromeSlot().chrome ?? publishedChrome(locale)
}

const publishedChrome = cache(async (locale: Locale = DEFAULT_LOCALE): Promise<SiteChrome> => {
  const defaults = builtInChrome(locale)
  if (isBuildPhase()) return defaults
  await dependOn("navigation", "footer", "contact_details", "site_settings")
  const [navigation, footer, contact, settings] = await Promise.all([
    read("navigation", locale),
    read("footer", locale),
    read("contact_details", locale),
    read("site_settings", locale),
  ])
  return {
    navigation: contentOf(navigation, NAVIGATION_FIELDS, defaults.navigation),
    footer: contentOf(footer, FOOTER_FIELDS, defaults.footer),
    contact: contentOf(contact, CONTACT_DETAILS_FIELDS, defaults.contact),
    settings: contentOf(settings, SITE_SETTINGS_FIELDS, defaults.settings),
  }
})
