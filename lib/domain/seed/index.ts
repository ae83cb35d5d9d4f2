import type { DocumentTypeName } from "@/lib/domain/types"
import type { Locale } from "@/lib/domain/i18n"

import { DEFAULT_SITE_CHROME, type SiteChrome } from "@/lib/domain/site-content"

import { SEED_SITE_PAGES, type SeedSitePage } from "./site-pages"
import { SEED_WORK_PAGE } from "./work-page"
import { BUILT_IN_SITE_PAGES_ES } from "./es/site-pages"
import { SPANISH_SITE_CHROME } from "./es/site-chrome"

/** A document the site starts with: inserted once per database, published. */
export type SeedDocument = {
  type: DocumentTypeName
  slug: string
  title: string
  published: boolean
  data: Record<string, unknown>
  /** Its language (the default one when absent). */
  locale?: Locale
  /** A translation's original: the default language's document of the same type at this slug. */
  translationOf?: string
}

/** Every site page the site starts with (each seed's pages): what `next build` renders while the database stays closed. */
export const BUILT_IN_SITE_PAGES: readonly SeedSitePage[] = [...SEED_SITE_PAGES, SEED_WORK_PAGE]

/** The chrome (menus, footer, contact details, settings) a language starts with, drawn until its documents exist. */
const BUILT_IN_CHROME: Partial<Record<Locale, SiteChrome>> = { es: SPANISH_SITE_CHROME }
export function builtInChrome(locale: Locale): SiteChrome {
  return BUILT_IN_CHROME[locale] ?? DEFAULT_SITE_CHROME
}

/** The same for every other language, by locale. */
export const BUILT_IN_SITE_PAGES_BY_LOCALE: Partial<Record<Locale, readonly SeedSitePage[]>> = { es: BUILT_IN_SITE_PAGES_ES }

const sitePageSeed = (page: SeedSitePage): SeedDocument => ({
  type: "site_page",
  slug: page.path.replace(/^\//, ""),
  title: page.title,
  published: true,
  data: { sections: page.sections, meta_title: page.meta_title, meta_description: page.meta_description },
})

/** A Spanish page: the translation of the English page at the same path (its own path is the same, under /es/). */
const translatedPageSeed = (locale: Locale) => (page: SeedSitePage): SeedDocument => ({
  ...sitePageSeed(page),
  locale,
  translationOf: page.path.replace(/^\//, ""),
})

/**
 * The site's starting content, in named seeds. Each runs once per database (a fresh one, or an existing one after
 * the upgrade that brings it) and never overwrites a document an editor made: a later version adds a new named seed
 * instead of changing one that may have run.
 */
export const SITE_SEEDS: readonly { name: string; docs: () => SeedDocument[] }[] = [
  {
    name: "site-pages-1",
    docs: () => SEED_SITE_PAGES.map(sitePageSeed),
  },
  {
    name: "site-chrome-1",
    docs: () => [
      { type: "navigation", slug: "navigation", title: "Navigation", published: true, data: { content: DEFAULT_SITE_CHROME.navigation } },
      { type: "footer", slug: "footer", title: "Footer", published: true, data: { content: DEFAULT_SITE_CHROME.footer } },
      { type: "contact_details", slug: "contact_details", title: "Contact Details", published: true, data: { content: DEFAULT_SITE_CHROME.contact } },
      { type: "site_settings", slug: "site_settings", title: "Site Settings", published: true, data: { content: DEFAULT_SITE_CHROME.settings } },
    ],
  },
  // /work, until then a constant of its route.
  { name: "work-page-1", docs: () => [sitePageSeed(SEED_WORK_PAGE)] },
  // Spanish: every page above and the four singletons, as translations of the English ones (after them, so the
  // originals exist to link to).
  {
    name: "spanish-1",
    docs: () => [
      ...BUILT_IN_SITE_PAGES_ES.map(translatedPageSeed("es")),
      ...([
        ["navigation", "Navegación", SPANISH_SITE_CHROME.navigation],
        ["footer", "Pie de página", SPANISH_SITE_CHROME.footer],
        ["contact_details", "Datos de contacto", SPANISH_SITE_CHROME.contact],
        ["site_settings", "Configuración del sitio", SPANISH_SITE_CHROME.settings],
      ] as const).map(([type, title, content]): SeedDocument => ({ type, slug: type, title, published: true, data: { content }, locale: "es", translationOf: type })),
    ],
  },
]
