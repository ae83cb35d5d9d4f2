import "server-only"

import { revalidatePath, revalidateTag } from "next/cache"

import { bumpPublishedPostsVersion } from "@/lib/server/cache/published-posts-version"
import { REDIRECTS_TAG } from "@/lib/server/redirects/table-state"

import type { CacheTargets } from "@/lib/domain/content/types"
import { renderedPath } from "@/lib/domain/i18n"

import { currentContext } from "@/lib/server/request/context"

function revalidate(path: string, type?: "page" | "layout") {
  try {
    // The root layout ("/", "layout") is every page's, in every language; any other path is named as rendered.
    revalidatePath(path === "/" && type === "layout" ? path : renderedPath(path), type)
  } catch (err) {
    // Outside a Next request (tests, scripts) there is no cache to invalidate.
    if (process.env.NEXT_RUNTIME) console.error(`[revalidate] ${path}:`, err)
  }
}

/** Expires a cache tag now (or in `seconds`): every server's next request renders afresh what carries it. */
function expireTag(tag: string, seconds = 0) {
  try {
    revalidateTag(tag, { expire: seconds })
  } catch (err) {
    console.error(`[revalidate] ${tag}:`, err)
  }
}

async function insideNext(): Promise<boolean> {
  const ctx = await currentContext().catch(() => null)
  return !!ctx && !ctx.backend
}

/**
 * The one place that refreshes public pages after a change: what a content type's declaration says its documents
 * appear on (lib/domain/content), before and after the change.
 */
export async function refreshCacheTargets(targets: CacheTargets): Promise<void> {
  if (targets.blogVersion) bumpPublishedPostsVersion()
  if (!(await insideNext())) return
  for (const tag of targets.tags) expireTag(tag)
  for (const { path, type } of targets.paths) revalidate(path, type)
}

/** The cache tag of public output rendered while `at` was the next scheduled publication. */
export function publishDueTag(at: string): string {
  return `lumora-publish-due-${Date.parse(at)}`
}

/**
 * Output tagged with a due time expires this long before it, so that no request after the due time can find it
 * (Next applies an expiry a few milliseconds after it is requested). A render in that last stretch waits for the
 * due time instead (lib/site/cache-tags.ts), so it never caches the record as not yet live.
 */
export const PUBLISH_EXPIRY_LEAD_MS = 2_000

/**
 * Schedules the expiry of everything rendered under this due time's tag, just before that time (Next's own
 * cache bookkeeping: no timer or worker runs). The first request after it renders afresh, with the record live.
 */
export async function expireAtPublishTime(at: string | null): Promise<void> {
  if (!at || !(await insideNext())) return
  const seconds = Math.max(0.001, (Date.parse(at) - PUBLISH_EXPIRY_LEAD_MS - Date.now()) / 1000)
  expireTag(publishDueTag(at), seconds)
}

/** Tells every server (through the shared cache-tag state) that the redirect table changed. */
export async function announceRedirectsChanged(): Promise<void> {
  if (!(await insideNext())) return
  expireTag(REDIRECTS_TAG)
}
