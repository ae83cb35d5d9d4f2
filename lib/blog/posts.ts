import "server-only"

import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"

import { countWords, readingTime } from "@/lib/domain/reading-time"

import { BUILT_IN_POST_IDS } from "@/lib/domain/blog/built-in-ids"
import { DEFAULT_CATEGORY } from "@/lib/domain/blog/categories"
import { blogImage, DEFAULT_AUTHOR, defaultImage } from "./defaults"
import { FrontMatterError, parseFrontMatter, splitFrontMatter, type FrontMatter } from "./front-matter"
import { comparePosts } from "@/lib/domain/blog/search"
import type { BlogPost } from "./types"

export function toBuiltInPost(id: string, fm: FrontMatter, body: string): BlogPost {
  const author = typeof fm.author === "string" ? fm.author : (fm.author?.name ?? DEFAULT_AUTHOR)
  return {
    source: "built-in",
    id,
    slug: fm.slug ?? id,
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
export function parseBuiltInPost(file: string, id: string, source: string): BlogPost {
  const { data, body } = splitFrontMatter(file, source)
  return toBuiltInPost(id, parseFrontMatter(file, data), body)
}

type SourceFile = { file: string; id: string; source: string }

async function readContentDir(): Promise<SourceFile[]> {
  // Paths stay literal under content/blog so the build traces only that folder.
  const names = (await readdir(join(process.cwd(), "content", "blog"))).filter((name) => name.endsWith(".mdx")).sort()
  return Promise.all(
    names.map(async (name) => ({
      file: `content/blog/${name}`,
      id: name.replace(/\.mdx$/, ""),
      source: await readFile(join(process.cwd(), "content", "blog", name), "utf8"),
    })),
  )
}

/** Parses a set of sources; a bad file throws FrontMatterError naming the file and the field. */
export function parseBuiltInPosts(files: SourceFile[]): BlogPost[] {
  const posts = files.map(({ file, id, source }) => parseBuiltInPost(file, id, source))
  const seen = new Map<string, string>()
  for (const post of posts) {
    const clash = seen.get(post.slug)
    if (clash) throw new FrontMatterError(`content/blog/${post.id}.mdx`, "slug", `"${post.slug}" is already used by ${clash}`)
    seen.set(post.slug, post.id)
  }
  return posts.sort(comparePosts)
}

/** Reads every content/blog/*.mdx; a bad file fails the caller (and so `next build`) with file and field. */
export async function loadBuiltInPosts(): Promise<BlogPost[]> {
  return parseBuiltInPosts(await readContentDir())
}

let cached: Promise<BlogPost[]> | null = null

/** The built-in posts, newest first; read once per process (they only change with a new build). */
export function getBuiltInPosts(): Promise<BlogPost[]> {
  if (!cached || process.env.NODE_ENV === "development") {
    cached = loadBuiltInPosts().catch((error: unknown) => {
      cached = null
      throw error
    })
  }
  return cached
}

/** Slugs admin posts may never take: every built-in id (the reserved list) plus any custom built-in slug. */
export async function reservedSlugs(): Promise<Set<string>> {
  const posts = await getBuiltInPosts()
  return new Set<string>([...BUILT_IN_POST_IDS, ...posts.map((p) => p.slug)])
}
