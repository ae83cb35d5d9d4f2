import "server-only"

import type { ContentKind } from "@/lib/domain/types"
import { getChecklistContext } from "@/lib/data/checklist"
import { listPersonOptions } from "@/lib/data/people"
import { SITE } from "@/lib/domain/site"
import type { SeoEditorContext } from "@/lib/data/admin/seo-types"

/** What the post and page editors need for people, previews and the pre-publish checklist. */
export async function loadSeoExtras(kind: ContentKind): Promise<SeoEditorContext | undefined> {
  try {
    const [checklist, people] = await Promise.all([getChecklistContext(kind), kind === "post" ? listPersonOptions() : Promise.resolve(undefined)])
    return { siteUrl: SITE.url, checklist, people }
  } catch (err) {
    // The editor still works without them (the server keeps enforcing the checklist on save).
    console.error("[editor] SEO extras failed to load", err)
    return undefined
  }
}
