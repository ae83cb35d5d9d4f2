import { DEFAULT_LOCALE, localizedPath, splitLocalePath, type Locale } from "@/lib/domain/i18n"

/** A public post in one language: its slug there, and a key its versions in other languages share. */
export type PostVersion = { locale: Locale; slug: string; key: string }

const POST_PATH = /^\/blog\/([^/?#]+)\/?$/

/** The post a site path names ("/blog/x", "/es/blog/y"), as { locale, slug }, or null for any other address. */
export function postPathParts(path: string): { locale: Locale; slug: string } | null {
  const { locale, path: rest } = splitLocalePath(path)
  const match = POST_PATH.exec(rest)
  if (!match) return null
  let slug = match[1]!
  try {
    slug = decodeURIComponent(slug)
  } catch {
    // keep it as written: it then names no post
  }
  return { locale, slug }
}

/**
 * Where a link to a blog post, written in content of `locale`, leads: to the post's version in that language when
 * one exists, else to the version the link names. A link that names a post by its slug under a language it has no
 * version at (an English post's slug under /es/, say) leads to the post's own address, never to an address that
 * does not exist. A link to anything else, or to no known post, is left as written (the pre-publish checklist
 * reports the latter as broken). Query and fragment are kept.
 */
export function resolvePostLink(href: string, locale: Locale, versions: readonly PostVersion[]): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href
  const cut = href.search(/[?#]/)
  const path = cut === -1 ? href : href.slice(0, cut)
  const tail = cut === -1 ? "" : href.slice(cut)
  const named = postPathParts(path)
  if (!named) return href
  const bySlug = versions.filter((v) => v.slug === named.slug)
  const target =
    bySlug.find((v) => v.locale === named.locale) ?? bySlug.find((v) => v.locale === DEFAULT_LOCALE) ?? (bySlug.length === 1 ? bySlug[0] : undefined)
  if (!target) return href
  const wanted = versions.find((v) => v.key === target.key && v.locale === locale) ?? target
  return localizedPath(wanted.locale, `/blog/${encodeURIComponent(wanted.slug)}`) + tail
}
