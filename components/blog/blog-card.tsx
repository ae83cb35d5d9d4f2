import Image from "next/image"
import Link from "next/link"

import { formatPostDate } from "@/lib/blog/dates"
import type { BlogPostCard } from "@/lib/blog/types"

import { PostLinkPending } from "./post-link-pending"

type BlogCardProps = { post: BlogPostCard; priority?: boolean }

export function BlogCard({ post, priority }: BlogCardProps) {
  const local = post.image.src.startsWith("/") && !post.image.src.startsWith("//")
  return (
    <article className="blog-card" data-testid="blog-card">
      <div className="blog-card-media">
        {/* Decorative: the title next to it says what the card is. Fixed size, so a two-entry srcset. */}
        <Image src={post.image.src} alt="" width={480} height={270} priority={priority} unoptimized={!local} />
      </div>
      <div className="blog-card-body">
        <p className="blog-card-tags">
          <span className="blog-chip">{post.category}</span>
          {post.featured ? <span className="blog-chip blog-chip-featured">Featured</span> : null}
        </p>
        <h3 className="blog-card-title">
          <Link href={`/blog/${post.slug}`}>
            {post.title}
            <PostLinkPending />
          </Link>
        </h3>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <p className="blog-card-meta">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readTime}
        </p>
      </div>
    </article>
  )
}
