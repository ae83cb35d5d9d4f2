import { PAGE_TYPE } from "./page"
import { PERSON_TYPE } from "./person"
import { POST_TYPE } from "./post"
import type { ContentTypeName } from "./types"

/**
 * Every content type of the site. Adding one: declare it in its own module here, add it to this table, write its
 * migration (both SQL histories) and, only where the generic form cannot render a field, a field component
 * (docs/architecture.md has the checklist).
 */
export const CONTENT_TYPES = {
  post: POST_TYPE,
  page: PAGE_TYPE,
  person: PERSON_TYPE,
} as const satisfies Record<ContentTypeName, unknown>

export type ContentTypes = typeof CONTENT_TYPES

export function contentType<N extends ContentTypeName>(name: N): ContentTypes[N] {
  return CONTENT_TYPES[name]
}

export { translatableFields, storedColumns } from "./types"
export type { ContentTypeDeclaration, ContentTypeName, FieldDeclaration, CacheTargets } from "./types"
