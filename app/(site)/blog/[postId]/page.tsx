import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { ctaForCategory } from "@/lib/blog/cta"
import { blogPostingJsonLd } from "@/lib/blog/json-ld"
import { buildPostMetadata, postDescription } from "@/lib/blog/metadata"
import { getBuiltInPosts } from "@/lib/blog/posts"
import { findPost, getAdjacentPosts, listRelatedPosts } from "@/lib/blog/repository"
import { absoluteUrl } from "@/lib/site"
import { JsonLd } from "@/components/blog/json-ld"
import { PostBody } from "@/components/blog/post-body"
import { PostCta } from "@/components/blog/post-cta"
import { PostHeadTags } from "@/components/blog/post-head-tags"
import { PostHero } from "@/components/blog/post-hero"
import { PostNav } from "@/components/blog/post-nav"
import { RelatedPosts } from "@/components/blog/related-posts"
import { ShareButtons } from "@/components/blog/share-buttons"

type PostPageProps = { params: Promise<{ postId: string }> }

// Built-in posts are prerendered; an admin post renders on its first request and stays cached until
// lib/data/revalidate.ts revalidates its path (the timer is a backstop for related/previous/next links).
export const revalidate = 300

export async function generateStaticParams() {
  const posts = await getBuiltInPosts()
  return [...new Set(posts.flatMap((post) => [post.slug, post.id]))].map((postId) => ({ postId }))
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const post = await findPost((await params).postId)
  if (!post) return { title: "Post not found", robots: { index: false } }
  return buildPostMetadata(post)
}

export default async function PostPage({ params }: PostPageProps) {
  const post = await findPost((await params).postId)
  if (!post) notFound()
  await dependOnPublicPosts()
  const [adjacent, related] = await Promise.all([getAdjacentPosts(post), listRelatedPosts(post)])
  const url = absoluteUrl(`/blog/${post.slug}`)

  return (
    <article>
      <PostHeadTags post={post} />
      <JsonLd data={blogPostingJsonLd(post, postDescription(post))} />
      <PostHero post={post} />
      <div className="mx-auto max-w-3xl px-4 pt-24 pb-12 sm:px-6 sm:pt-32">
        <PostBody post={post} />
        {post.tags.length ? (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-10 border-t pt-8">
          <ShareButtons url={url} title={post.title} />
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-16 px-4 pb-20 sm:px-6">
        <PostCta cta={ctaForCategory(post.category)} />
        <PostNav previous={adjacent.previous} next={adjacent.next} />
        <RelatedPosts posts={related} />
      </div>
    </article>
  )
}
