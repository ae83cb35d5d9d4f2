import { useId } from "react"
import Image from "next/image"
import Link from "next/link"

import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { BLOG_LIST_UI } from "@/lib/copy/public/client/blog-list"
import type { PublicCopy } from "@/lib/copy/public"
import { formatPostDate, readTimeLabel } from "@/lib/site/dates"
import type { BlogPostCard } from "@/lib/site/types"

import { PostLinkPending } from "./post-link-pending"

/** The card's fixed words (it is drawn by the client explorer too, so they are plain strings). */
export type BlogCardText = Pick<PublicCopy["blogList"], "featured" | "minRead" | "loadingPost">

type BlogCardProps = {
  post: BlogPostCard
  priority?: boolean
  /** The page's language (dates, reading time) and its words; English when absent. */
  locale?: Locale
  text?: BlogCardText
}

export function BlogCard({ post, priority, locale, text }: BlogCardProps) {
  const words = text ?? BLOG_LIST_UI
  const local = post.image.src.startsWith("/") && !post.image.src.startsWith("//")
  // Named by its title: a list of cards is a list of articles a screen reader tells apart by name.
  const titleId = useId()
  return (
    <article className="blog-card" data-testid="blog-card" aria-labelledby={titleId}>
      <div className="blog-card-media">
        {/* Decorative: the title next to it says what the card is. Fixed size, so a two-entry srcset. */}
        <Image src={post.image.src} alt="" width={480} height={270} priority={priority} unoptimized={!local} />
      </div>
      <div className="blog-card-body">
        <p className="blog-card-tags">
          <span className="blog-chip">{post.category}</span>
          {post.featured ? <span className="blog-chip blog-chip-featured">{words.featured}</span> : null}
        </p>
        <h3 className="blog-card-title" id={titleId}>
          <Link href={localizedPath(locale ?? DEFAULT_LOCALE, `/blog/${post.slug}`)}>
            {post.title}
            {/* Only another language's words travel as its prop (a server-drawn card passes them to this client leaf). */}
            <PostLinkPending label={text?.loadingPost} />
          </Link>
        </h3>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <p className="blog-card-meta">
          <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time> · {readTimeLabel(post.readTime, words.minRead)}
        </p>
      </div>
    </article>
  )
}
