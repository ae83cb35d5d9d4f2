import "server-only"

import { cache } from "react"

import { resolvePostLink, type PostVersion } from "@/lib/domain/blog/content-links"
import { LOCALE_CODES, type Locale } from "@/lib/domain/i18n"

import { listPostSummaries } from "./repository"

/** Every public post of every language (built-in and admin), once per request. */
const postVersions = cache(async (): Promise<PostVersion[]> => {
  const perLocale = await Promise.all(
    LOCALE_CODES.map(async (locale) => (await listPostSummaries(locale)).map((s) => ({ locale, slug: s.slug, key: s.translationKey }))),
  )
  return perLocale.flat()
})

/**
 * The link resolver of content written in `locale` (a post's body): a link to a post leads to its version in that
 * language when there is one, else to the post's own address (lib/domain/blog/content-links.ts).
 */
export async function contentLinkResolver(locale: Locale): Promise<(href: string) => string> {
  const versions = await postVersions()
  return (href) => resolvePostLink(href, locale, versions)
}
