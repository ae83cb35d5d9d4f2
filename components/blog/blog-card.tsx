import Link from "next/link"

import { formatPostDate } from "@/lib/blog/dates"
import type { BlogPostCard } from "@/lib/blog/types"

import { PostImage } from "./post-image"

type BlogCardProps = { post: BlogPostCard; priority?: boolean }

export function BlogCard({ post, priority }: BlogCardProps) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm hover:shadow-md" data-testid="blog-card">
      <div className="relative aspect-[16/9] bg-muted">
        <PostImage image={{ ...post.image, alt: "" }} width={480} height={270} priority={priority} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span className="rounded-md bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">{post.category}</span>
          {post.featured ? <span className="rounded-md bg-blush px-2 py-0.5 font-medium text-brand-deep">Featured</span> : null}
        </div>
        <h3 className="mt-3 text-xl leading-snug font-semibold text-brand-deep">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-xs text-muted-foreground">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden> · </span>
          {post.readTime}
        </p>
      </div>
    </article>
  )
}
