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

const read = (type: DocumentTypeName) => getLiveSiteSingleton(type).catch((error: unknown) => {
  console.error(`[site] could not read the ${type}; showing the default`, error)
  return null
})

/**
 * The navigation, footer, contact details and site settings of the public pages: the singleton documents as
 * visitors see them (a draft waits; the version live before it stays). While `next build` runs the database stays
 * closed and the defaults (today's site) are rendered. Read once per request: the layout and the contact section ask.
 */
export const getSiteChrome = cache(async (): Promise<SiteChrome> => {
  if (isBuildPhase()) return DEFAULT_SITE_CHROME
  await dependOnSiteContent()
  const [navigation, footer, contact, settings] = await Promise.all([read("navigation"), read("footer"), read("contact_details"), read("site_settings")])
  return {
    navigation: contentOf(navigation, NAVIGATION_FIELDS, DEFAULT_SITE_CHROME.navigation),
    footer: contentOf(footer, FOOTER_FIELDS, DEFAULT_SITE_CHROME.footer),
    contact: contentOf(contact, CONTACT_DETAILS_FIELDS, DEFAULT_SITE_CHROME.contact),
    settings: contentOf(settings, SITE_SETTINGS_FIELDS, DEFAULT_SITE_CHROME.settings),
  }
})
