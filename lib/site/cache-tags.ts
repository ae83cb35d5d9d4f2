import "server-only"

import { unstable_cache } from "next/cache"

import { PUBLISH_EXPIRY_LEAD_MS, publishDueTag } from "@/lib/server/cache/revalidate"
import type { ContentTypeName } from "@/lib/domain/content"

import { getNextPublishAt } from "./public-reads"
import { declarationOf } from "./site-types"

/**
 * Marks the page or route being rendered as valid only until the next scheduled publication: it carries that
 * time's tag, whose expiry lib/server/cache/revalidate.ts set (just before that instant) when the schedule was saved, so
 * the first request after it renders afresh (no cron, worker or timer). A render in the last moments before a
 * due time waits for it, so what it caches already shows the record live. The expiry is kept in the shared
 * cache-tag state (lib/server/cache/tag-state.mjs), which survives restarts; the revalidate bound is a second guard.
 */
async function dependOnPublishSchedule(): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return
  let at = await getNextPublishAt()
  // Several schedules a moment apart are waited for in turn (bounded: a render never waits long).
  for (let i = 0; i < 5 && at && Date.parse(at) - Date.now() <= PUBLISH_EXPIRY_LEAD_MS + 1_000; i++) {
    const wait = Math.max(0, Date.parse(at) - Date.now()) + 5
    await new Promise((resolve) => setTimeout(resolve, wait))
    at = await getNextPublishAt()
  }
  if (!at) return
  const seconds = Math.max(1, Math.ceil((Date.parse(at) - Date.now()) / 1000))
  await unstable_cache(async () => true, ["lumora-publish-due", at], { tags: [publishDueTag(at)], revalidate: seconds })()
}

const markers = new Map<string, () => Promise<boolean>>()

function markerOf(tag: string) {
  let marker = markers.get(tag)
  if (!marker) markers.set(tag, (marker = unstable_cache(async () => true, ["lumora-dependency", tag], { tags: [tag] })))
  return marker
}

/**
 * Marks the page or route being rendered as showing documents of these types: it carries each type's declared cache
 * tags (`site.tags`; for a type with no public side of its own, such as the menus every page shows, the tags its
 * changes expire), which the content machinery expires after a change on every server, and, when a type is
 * publishable, it is valid only until the next scheduled publication. A route names what it shows; the tags and
 * the schedule come from the declarations.
 */
export async function dependOn(...types: ContentTypeName[]): Promise<void> {
  // Outside Next (unit tests, scripts) there is no cache to tag.
  if (!process.env.NEXT_RUNTIME) return
  const declared = types.map(declarationOf)
  const tags = new Set(declared.flatMap((t) => t.site?.tags ?? t.cacheTargets().tags))
  await Promise.all([...[...tags].map((tag) => markerOf(tag)()), ...(declared.some((t) => t.publishable) ? [dependOnPublishSchedule()] : [])])
}
