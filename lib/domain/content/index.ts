import { SECTION_TYPES } from "@/lib/domain/sections"
import { CONTACT_DETAILS_FIELDS } from "@/lib/domain/site-content/contact-details"
import { FOOTER_FIELDS } from "@/lib/domain/site-content/footer"
import { NAVIGATION_FIELDS } from "@/lib/domain/site-content/navigation"
import { SITE_SETTINGS_FIELDS } from "@/lib/domain/site-content/site-settings"

import { CASE_STUDY_TYPE, RESOURCE_TYPE, singletonType } from "./document-types"
import { EVENT_TYPE } from "./event"
import { PAGE_TYPE } from "./page"
import { PERSON_TYPE } from "./person"
import { POST_TYPE } from "./post"
import { sitePageType } from "./site-page"
import type { ContentTypeName } from "./names"
import { CONTENT_ACCESS, type ContentTypeDeclaration } from "./types"

/** Changing where leads go and what the site is called is for the owner and admins; every member may read them. */
const SETTINGS_ACCESS = { read: "content", create: "settings", update: "settings", publish: "settings", delete: "settings" } as const

/**
 * Every content type of the site. Adding one: declare it in its own module here, add it to this table (its key is its
 * name; the type names are derived from this table in names.ts, and a document type needs no migration) and, only
 * where the generic form cannot render a field, a field component (docs/architecture.md has the checklist).
 */
export const CONTENT_TYPES = {
  post: POST_TYPE,
  page: PAGE_TYPE,
  person: PERSON_TYPE,
  site_page: sitePageType(SECTION_TYPES),
  case_study: CASE_STUDY_TYPE,
  resource: RESOURCE_TYPE,
  event: EVENT_TYPE,
  navigation: singletonType("navigation", NAVIGATION_FIELDS, CONTENT_ACCESS),
  footer: singletonType("footer", FOOTER_FIELDS, CONTENT_ACCESS),
  contact_details: singletonType("contact_details", CONTACT_DETAILS_FIELDS, SETTINGS_ACCESS),
  site_settings: singletonType("site_settings", SITE_SETTINGS_FIELDS, SETTINGS_ACCESS),
} as const

export type ContentTypes = typeof CONTENT_TYPES

export function contentType<N extends ContentTypeName>(name: N): ContentTypes[N] {
  return CONTENT_TYPES[name]
}

const DECLARED: Record<ContentTypeName, ContentTypeDeclaration> = CONTENT_TYPES

/** A type's declaration in the registry's common shape: what the generic machinery reads of any type. */
export function declarationOf(name: ContentTypeName): ContentTypeDeclaration {
  return DECLARED[name]
}

/** Every declaration in the registry's order, in their common shape. */
export const DECLARATIONS: readonly ContentTypeDeclaration[] = Object.values(DECLARED)

export { translatableFields, storedColumns } from "./types"
export type { ContentTypeDeclaration, FieldDeclaration, CacheTargets } from "./types"
export type { ContentTypeName }
