import { DECLARATIONS } from "@/lib/domain/content"
import type { ContentTypeName } from "@/lib/domain/content"
import type { ContentTypeDeclaration, SiteDeclaration } from "@/lib/domain/content/types"
import type { DocumentTypeName } from "@/lib/domain/types"

/** A content type that the public site shows on its own (its declaration has a `site` block). */
export type PublicType = ContentTypeDeclaration & { site: SiteDeclaration }

const DECLARED = DECLARATIONS

/** Every public type, in the registry's order. */
const PUBLIC_TYPES: readonly PublicType[] = DECLARED.filter((t): t is PublicType => t.site !== undefined)

/** The types whose published documents the sitemap lists (site.sitemap). */
export const SITEMAP_TYPES: readonly PublicType[] = PUBLIC_TYPES.filter((t) => t.site.sitemap)

/** Their names: what the sitemap shows (for `dependOn`). */
export const SITEMAP_TYPE_NAMES: readonly ContentTypeName[] = SITEMAP_TYPES.map((t) => t.name as ContentTypeName)

/** The sitemap types kept in the documents table (read through `listPublishedSiteDocuments`). */
export const SITEMAP_DOCUMENT_TYPES: readonly DocumentTypeName[] = SITEMAP_TYPES.filter((t) => t.store === "documents").map((t) => t.name as DocumentTypeName)

/** The types whose published documents the site's feeds list (site.feeds). */
export const FEED_TYPE_NAMES: readonly ContentTypeName[] = PUBLIC_TYPES.filter((t) => t.site.feeds).map((t) => t.name as ContentTypeName)

export { declarationOf } from "@/lib/domain/content"
