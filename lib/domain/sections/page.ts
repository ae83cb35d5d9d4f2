import type { SectionValue } from "./types"

/** A page built from sections, as the public site reads it: where it lives, its titles and its sections in order. */
export type SitePageContent = {
  path: string
  /** The admin's name for the page. */
  title: string
  /** The full <title>; empty means the title followed by the site's name. */
  meta_title: string
  meta_description: string
  noindex: boolean
  sections: SectionValue[]
}
