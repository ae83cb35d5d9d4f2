import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { publicCopy } from "@/lib/copy/public"
import { getSocialImageAlts } from "@/lib/site/public-reads"
import { dependOn } from "@/lib/site/cache-tags"
import { buildPostMetadata } from "@/lib/site/metadata"
import { getPostPeople, withAuthorMetadata } from "@/lib/site/people"
import { getPostSurroundings } from "@/lib/site/post-surroundings"
import { getBuiltInPosts } from "@/lib/site/posts"
import { findPostPreview } from "@/lib/site/preview"
import { findPost, postAlternates } from "@/lib/site/repository"
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/i18n"
import { PostArticle } from "@/components/blog/post-article"
import { PreviewBanner } from "@/components/site/preview-banner"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

type PostPageProps = {
  params: LocaleParams<{ postId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Built-in posts are prerendered; an admin post renders on its first request and stays cached until
// lib/server/cache/revalidate.ts revalidates its path or the next scheduled post goes live (lib/site/cache-tags.ts).
export const revalidate = 300

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const posts = await getBuiltInPosts(isLocale(params.locale) ? params.locale : DEFAULT_LOCALE)
  return [...new Set(posts.flatMap((post) => [post.slug, post.id]))].map((postId) => ({ postId }))
}

export async function generateMetadata({ params, searchParams }: PostPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const preview = await findPostPreview(searchParams, locale)
  if (preview) return { ...buildPostMetadata(preview.post), robots: { index: false, follow: false } }
  // Same order as the page: findPost is memoised per request, so it must not run before a due time is waited for.
  await dependOn("post")
  const post = await findPost((await params).postId, locale)
  if (!post) return { title: publicCopy(locale).blog.postNotFound, robots: { index: false } }
  const [people, alts, versions] = await Promise.all([getPostPeople(post), getSocialImageAlts(post), postAlternates(post)])
  return withAuthorMetadata(buildPostMetadata(post, alts, versions), people.author)
}

export default async function PostPage({ params, searchParams }: PostPageProps) {
  const locale = await pageLocale(params)
  const preview = await findPostPreview(searchParams, locale)
  if (preview) {
    return (
      <>
        <PreviewBanner editorHref={preview.editorHref} />
        <PostArticle post={preview.post} {...await getPostSurroundings(preview.post)} locale={locale} />
      </>
    )
  }
  // Before notFound(): a cached "not found" for a scheduled post must also end when it goes live.
  await dependOn("post")
  const post = await findPost((await params).postId, locale)
  if (!post) notFound()
  return <PostArticle post={post} {...await getPostSurroundings(post)} locale={locale} />
}
