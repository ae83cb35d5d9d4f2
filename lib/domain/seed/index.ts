import type { DocumentTypeName } from "@/lib/domain/types"

import { DEFAULT_SITE_CHROME } from "@/lib/domain/site-content"

import { SEED_SITE_PAGES, type SeedSitePage } from "./site-pages"
import { SEED_WORK_PAGE } from "./work-page"

/** A document the site starts with: inserted once per database, published. */
export type SeedDocument = { type: DocumentTypeName; slug: string; title: string; published: boolean; data: Record<string, unknown> }

/** Every site page the site starts with (each seed's pages): what `next build` renders while the database stays closed. */
export const BUILT_IN_SITE_PAGES: readonly SeedSitePage[] = [...SEED_SITE_PAGES, SEED_WORK_PAGE]

const sitePageSeed = (page: SeedSitePage): SeedDocument => ({
  type: "site_page",
  slug: page.path.replace(/^\//, ""),
  title: page.title,
  published: true,
  data: { sections: page.sections, meta_title: page.meta_title, meta_description: page.meta_description },
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
]
