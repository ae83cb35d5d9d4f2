import { CONTENT_TYPES, type ContentTypes } from "./index"

/**
 * The names of the content types, derived from the registry (CONTENT_TYPES): a new type declared there is a content
 * type, a document type and a kind of revisions, previews and share links by that alone. Neither the database nor
 * any list in the code repeats the names. The declarations never import this module (it imports them), so the
 * registry stays free of import cycles.
 */

/** Every content type's name. */
export type ContentTypeName = keyof ContentTypes

/** The content types kept in the documents table (their declaration's store is "documents"). */
export type DocumentTypeName = { [K in ContentTypeName]: ContentTypes[K]["store"] extends "documents" ? K : never }[ContentTypeName]

/** What revisions, previews, share links and editor presence are kept for: the types with revisions. */
export type ContentKind = { [K in ContentTypeName]: ContentTypes[K]["revisions"] extends true ? K : never }[ContentTypeName]

const NAMES = Object.keys(CONTENT_TYPES) as ContentTypeName[]

/** The document types, in the registry's order. */
export const DOCUMENT_TYPE_NAMES: readonly DocumentTypeName[] = NAMES.filter((n): n is DocumentTypeName => CONTENT_TYPES[n].store === "documents")

/** The content kinds (posts, pages and every document type), in the registry's order. */
export const CONTENT_KINDS: readonly ContentKind[] = NAMES.filter((n): n is ContentKind => CONTENT_TYPES[n].revisions)
