import type { Locale } from "@/lib/domain/i18n"
import type { BlogPostCard } from "@/lib/site/types"

import { BlogCard, type BlogCardText } from "./blog-card"

type BlogGridProps = {
  posts: BlogPostCard[]
  priorityFirst?: boolean
  /** The page's language and the cards' words in it; both absent for English. */
  locale?: Locale
  text?: BlogCardText
}

export function BlogGrid({ posts, priorityFirst = false, locale, text }: BlogGridProps) {
  return (
    <div className="blog-grid" data-testid="blog-grid">
      {posts.map((post, index) => (
        <BlogCard key={post.slug} post={post} priority={priorityFirst && index < 3} locale={locale} text={text} />
      ))}
    </div>
  )
}
