import { DEFAULT_CONTACT_DETAILS, type ContactDetailsContent } from "./contact-details"
import { DEFAULT_FOOTER, type FooterContent } from "./footer"
import { DEFAULT_NAVIGATION, type NavigationContent } from "./navigation"
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings"

export * from "./contact-details"
export * from "./footer"
export * from "./navigation"
export * from "./site-settings"

/**
 * Everything around a public page's content, each part an editable singleton document: the header's menus, the
 * footer, the contact details and the site settings. app/(site)/layout.tsx reads it once (lib/site/site-chrome.ts)
 * and passes each component only the part it draws.
 */
export type SiteChrome = {
  navigation: NavigationContent
  footer: FooterContent
  contact: ContactDetailsContent
  settings: SiteSettings
}

/** Today's site, word for word: what a fresh install shows before anyone edits a document. */
export const DEFAULT_SITE_CHROME: SiteChrome = {
  navigation: DEFAULT_NAVIGATION,
  footer: DEFAULT_FOOTER,
  contact: DEFAULT_CONTACT_DETAILS,
  settings: DEFAULT_SITE_SETTINGS,
}
