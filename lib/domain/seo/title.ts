import { SITE } from "@/lib/domain/site"

/**
 * What follows a post's or page's own title when it has no meta title ("Title | Lumora Health Journal"): the
 * public pages' <title> and the editor's checklist and search preview read it here.
 */
export function titleSuffix(kind: "post" | "page"): string {
  return kind === "post" ? ` | ${SITE.blogName}` : ` | ${SITE.name}`
}
