import "server-only"

import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"

import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "@/lib/domain/i18n"

import { countWords, readingTime } from "@/lib/domain/reading-time"

import { DEFAULT_CATEGORY } from "@/lib/domain/blog/categories"
import { blogImage, DEFAULT_AUTHOR, defaultImage } from "./defaults"
import { FrontMatterError, parseFrontMatter, splitFrontMatter, type FrontMatter } from "./front-matter"
import { comparePosts } from "@/lib/domain/blog/search"
import type { BlogPost } from "./types"

function toBuiltInPost(id: string, fm: FrontMatter, body: string, locale: Locale = DEFAULT_LOCALE): BlogPost {
  const author = typeof fm.author === "string" ? fm.author : (fm.author?.name ?? DEFAULT_AUTHOR)
  return {
    source: "built-in",
    id,
    slug: fm.slug ?? id,
    locale,
    ...(fm.translationOf ? { translationOf: fm.translationOf } : {}),
    title: fm.title,
    excerpt: fm.excerpt,
    author,
    date: fm.date,
    updatedAt: fm.updated ?? fm.date,
    readTime: fm.readTime ?? readingTime(body),
    wordCount: countWords(body),
    category: fm.category ?? DEFAULT_CATEGORY,
    image: fm.image ? blogImage(fm.image, fm.imageAlt ?? "") : defaultImage(fm.imageAlt ?? ""),
    hasOwnImage: Boolean(fm.image),
    featured: fm.featured,
    tags: fm.tags,
    content: body,
    metaTitle: fm.metaTitle ?? "",
    metaDescription: fm.metaDescription ?? "",
    metaLinks: fm.metaLinks,
    metaJsonLd: fm.metaJsonLd ?? null,
    metaSiteVars: fm.metaSiteVars,
    metaTags: fm.metaTags,
    canonicalUrl: fm.canonicalUrl ?? "",
    robots: fm.robots,
    twitter: fm.twitter,
    facebook: fm.facebook,
    people:
      fm.authorSlug || fm.reviewer || fm.medicalDisclaimer
        ? { authorSlug: fm.authorSlug, reviewerSlug: fm.reviewer, lastReviewed: fm.lastReviewed ?? "", medicalDisclaimer: fm.medicalDisclaimer ?? false }
        : undefined,
  }
}

/** Parses one MDX source; throws FrontMatterError naming the file and the field. */
export function parseBuiltInPost(file: string, id: string, source: string, locale: Locale = DEFAULT_LOCALE): BlogPost {
  const { data, body } = splitFrontMatter(file, source)
  return toBuiltInPost(id, parseFrontMatter(file, data), body, locale)
}

/** One MDX source: the default language's at content/blog/<id>.mdx, another's at content/blog/<locale>/<id>.mdx. */
type SourceFile = { file: string; id: string; source: string; locale?: Locale }

const CONTENT_DIR = join(process.cwd(), "content", "blog")

async function mdxNames(dir: string): Promise<string[]> {
  try {
    // Not traced from here (a variable path would trace the whole project): next.config.mjs ships content/blog.
    return (await readdir(/*turbopackIgnore: true*/ dir)).filter((name) => name.endsWith(".mdx")).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return []
    throw error
  }
}

/**
 * The sources under `dir` (content/blog by default; tests pass a fixture folder): its *.mdx in the default language,
 * and each other locale's in its subfolder (content/blog/es/*.mdx), which may be absent.
 */
async function readContentDir(dir = CONTENT_DIR, label = "content/blog"): Promise<SourceFile[]> {
  const files: SourceFile[] = []
  for (const locale of LOCALE_CODES) {
    const sub = locale === DEFAULT_LOCALE ? dir : join(/*turbopackIgnore: true*/ dir, locale)
    const prefix = locale === DEFAULT_LOCALE ? label : `${label}/${locale}`
    for (const name of await mdxNames(sub)) {
      files.push({ file: `${prefix}/${name}`, id: name.replace(/\.mdx$/, ""), source: await readFile(join(/*turbopackIgnore: true*/ sub, name), "utf8"), locale })
    }
  }
  return files
}

/**
 * Parses a set of sources; a bad file throws FrontMatterError naming the file and the field. Slugs are unique per
 * locale; a translation's `translationOf` must name a default-language post, and only translations carry one.
 */
export function parseBuiltInPosts(files: SourceFile[]): BlogPost[] {
  const parsed = files.map(({ file, id, source, locale }) => ({ file, post: parseBuiltInPost(file, id, source, locale ?? DEFAULT_LOCALE) }))
  const seen = new Map<string, string>()
  for (const { file, post } of parsed) {
    const key = `${post.locale}:${post.slug}`
    const clash = seen.get(key)
    if (clash) throw new FrontMatterError(file, "slug", `"${post.slug}" is already used by ${clash}`)
    seen.set(key, post.id)
  }
  const originals = new Set(parsed.filter(({ post }) => post.locale === DEFAULT_LOCALE).map(({ post }) => post.slug))
  const translated = new Set<string>()
  for (const { file, post } of parsed) {
    if (!post.translationOf) continue
    if (post.locale === DEFAULT_LOCALE) throw new FrontMatterError(file, "translationOf", "belongs in a translation (content/blog/<locale>/), not in the original")
    if (!originals.has(post.translationOf)) throw new FrontMatterError(file, "translationOf", `"${post.translationOf}" is not a built-in post`)
    const key = `${post.locale}:${post.translationOf}`
    if (translated.has(key)) throw new FrontMatterError(file, "translationOf", `"${post.translationOf}" already has a translation in this language`)
    translated.add(key)
  }
  return parsed.map(({ post }) => post).sort(comparePosts)
}

/**
 * Reads every built-in post of every locale (content/blog/*.mdx and content/blog/<locale>/*.mdx, or the same layout
 * under `dir`); a bad file fails the caller (and so `next build`) with file and field.
 */
export async function loadBuiltInPosts(dir?: string): Promise<BlogPost[]> {
  return parseBuiltInPosts(dir ? await readContentDir(dir, dir) : await readContentDir())
}

let cached: Promise<BlogPost[]> | null = null

function allBuiltInPosts(): Promise<BlogPost[]> {
  if (!cached || process.env.NODE_ENV === "development") {
    cached = loadBuiltInPosts().catch((error: unknown) => {
      cached = null
      throw error
    })
  }
  return cached
}

/** The built-in posts of a locale, newest first; read once per process (they only change with a new build). */
export async function getBuiltInPosts(locale: Locale = DEFAULT_LOCALE): Promise<BlogPost[]> {
  return (await allBuiltInPosts()).filter((p) => (p.locale ?? DEFAULT_LOCALE) === locale)
}

/**
 * The published versions of a built-in post, itself included ({ locale, slug }): the original and its translations
 * (files with `translationOf`). Built-in posts are always published.
 */
export async function builtInTranslations(post: BlogPost): Promise<{ locale: Locale; slug: string }[]> {
  if (post.source !== "built-in") return []
  const original = post.translationOf ?? post.slug
  const all = await allBuiltInPosts()
  return all
    .filter((p) => ((p.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE ? p.slug === original : p.translationOf === original))
    .map((p) => ({ locale: p.locale ?? DEFAULT_LOCALE, slug: p.slug }))
}

