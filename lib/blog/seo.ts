import type { Metadata } from "next"

import { SITE } from "@/lib/domain/site"

export const BLOG_LIST_TITLE = `Healthcare Marketing Blog | ${SITE.blogName}`
export const BLOG_DESCRIPTION =
  "Practical marketing advice for healthcare, dental, medical aesthetics and wellness practices: social media, email, websites and local search."
export const RSS_PATH = "/blog/rss.xml"
export const BLOG_SITEMAP_PATH = "/blog/sitemap.xml"

/** Every blog page announces the feed; `alternates` is replaced, not merged, by child metadata, so build it here. */
export function blogAlternates(canonical: string): NonNullable<Metadata["alternates"]> {
  return {
    canonical,
    types: { "application/rss+xml": [{ url: RSS_PATH, title: `${SITE.blogName} RSS feed` }] },
  }
}
