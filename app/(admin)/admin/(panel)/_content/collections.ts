import { CONTENT_TYPES } from "@/lib/domain/content"
import { DOCUMENT_TYPE_NAMES, type DocumentTypeName } from "@/lib/domain/types"

/**
 * The document collections the admin lists and edits at /admin/{segment}: every declared document type of kind
 * "collection", by the last segment of its adminPath (site-pages, case-studies, resources). A new collection needs
 * only its declaration. Posts, pages and people keep their own folders (static routes win over this one).
 */
export function collectionOf(segment: string): DocumentTypeName | null {
  for (const name of DOCUMENT_TYPE_NAMES) {
    const type = CONTENT_TYPES[name]
    if (type.kind === "collection" && type.adminPath === `/admin/${segment}`) return name
  }
  return null
}
