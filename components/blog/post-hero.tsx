import Link from "next/link"

import { toSlug } from "@/lib/domain/blog/categories"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { formatNumber } from "@/lib/domain/i18n/format"
import { publicCopy } from "@/lib/copy/public"
import { formatPostDate, readTimeLabel } from "@/lib/site/dates"
import type { BlogPost } from "@/lib/site/types"
import { Icon } from "@/components/ui/icon"
import { Badge } from "@/components/ui/badge"

import { PostImage } from "./post-image"

/** Title block of a post: category badge, date, read time and word count, then the cover image. */
type PostHeroProps = { post: BlogPost; author?: React.ReactNode; locale?: Locale }

export function PostHero({ post, author, locale = DEFAULT_LOCALE }: PostHeroProps) {
  const copy = publicCopy(locale)
  const text = copy.blog
  return (
    <header className="bg-sand">
      <div className="mx-auto max-w-4xl px-4 pt-10 pb-12 sm:px-6">
        <Link href={localizedPath(locale, "/blog")} className="post-back">
          <Icon name="arrow-left" className="size-4" />
          {text.backToBlog}
        </Link>
        <div className="mt-6">
          {/* The category's page in the post's language (its posts in that language). */}
          <Badge asChild className="px-3 py-1 text-sm">
            <Link href={localizedPath(locale, `/blog/category/${toSlug(post.category) || "general"}`)}>{post.category}</Link>
          </Badge>
        </div>
        <h1 className="post-title">{post.title}</h1>
        <p className="post-excerpt">{post.excerpt}</p>
        <dl className="post-facts">
          <div>
            <dt className="sr-only">{text.author}</dt>
            <dd className="font-medium text-foreground">{author ?? post.author}</dd>
          </div>
          <div>
            <dt>
              <Icon name="calendar-days" className="size-4" />
              <span className="sr-only">{text.published}</span>
            </dt>
            <dd>
              <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>
              <Icon name="clock" className="size-4" />
              <span className="sr-only">{text.readingTime}</span>
            </dt>
            <dd data-testid="read-time">{readTimeLabel(post.readTime, copy.blogList.minRead)}</dd>
          </div>
          <div>
            <dt>
              <Icon name="file-text" className="size-4" />
              <span className="sr-only">{text.length}</span>
            </dt>
            <dd data-testid="word-count">{text.words(formatNumber(post.wordCount, locale))}</dd>
          </div>
        </dl>
      </div>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="post-cover">
          <PostImage image={post.image} sizes="(min-width: 1024px) 976px, 100vw" priority />
        </div>
      </div>
    </header>
  )
}
