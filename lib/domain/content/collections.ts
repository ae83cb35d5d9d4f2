import { CONTENT_TYPES } from "./index"
import type { ContentTypeDeclaration, SiteDeclaration } from "./types"

/** A collection of the documents table that the public site shows under an index page of its own (/work, /events…). */
export type SiteCollection = ContentTypeDeclaration & { site: SiteDeclaration & { index: string } }

const DECLARED = Object.values(CONTENT_TYPES) as ContentTypeDeclaration[]

/**
 * Every such collection, in the registry's order: its index page is `site.index` and its documents live below it
 * (`publicPath`). Posts keep their own store and routes, so they are not among them.
 */
export function siteCollections(types: readonly ContentTypeDeclaration[] = DECLARED): SiteCollection[] {
  return types.filter((t): t is SiteCollection => t.store === "documents" && t.kind === "collection" && !!t.site?.index)
}
