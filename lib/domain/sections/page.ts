import type { SectionValue } from "./types"

/** A page built from sections, as the public site reads it: where it lives, its titles and its sections in order. */
export type SitePageContent = {
  /** The stored document's id (none for the built-in copy `next build` renders): its translations are found by it. */
  id?: string
  path: string
  /** The admin's name for the page. */
  title: string
  /** The full <title>; empty means the title followed by the site's name. */
  meta_title: string
  meta_description: string
  noindex: boolean
  sections: SectionValue[]
}
