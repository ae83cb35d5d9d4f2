import "server-only"

import type { ContentKind } from "@/lib/domain/types"
import { getChecklistContext } from "@/lib/data/checklist"
import { listPersonOptions } from "@/lib/data/people"
import { CONTENT_TYPES } from "@/lib/domain/content"
import { SITE } from "@/lib/domain/site"
import type { SeoEditorContext } from "@/lib/data/admin/seo-types"

/** What the post and page editors need for people, previews and the pre-publish checklist. */
export async function loadSeoExtras(kind: ContentKind): Promise<SeoEditorContext | undefined> {
  try {
    // Types with a field naming a person (a post's author and reviewer) get the people to choose from.
    const namesPeople = CONTENT_TYPES[kind].fields.some((f) => f.kind === "reference" && f.references === "person")
    const [checklist, people] = await Promise.all([getChecklistContext(kind), namesPeople ? listPersonOptions() : Promise.resolve(undefined)])
    return { siteUrl: SITE.url, checklist, people }
  } catch (err) {
    // The editor still works without them (the server keeps enforcing the checklist on save).
    console.error("[editor] SEO extras failed to load", err)
    return undefined
  }
}
