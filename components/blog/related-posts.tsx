import type { Locale } from "@/lib/domain/i18n"
import type { PublicCopy } from "@/lib/copy/public"
import type { BlogPostCard } from "@/lib/site/types"

import { BlogGrid } from "./blog-grid"
import type { BlogCardText } from "./blog-card"

type RelatedPostsProps = {
  posts: BlogPostCard[]
  title: PublicCopy["blog"]["relatedTitle"]
  /** The cards' language and words; absent for English. */
  locale?: Locale
  cardText?: BlogCardText
}

export function RelatedPosts({ posts, title, locale, cardText }: RelatedPostsProps) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="related-title" data-testid="related-posts">
      <h2 id="related-title" className="mb-6 text-3xl font-semibold text-brand-deep">
        {title}
      </h2>
      <BlogGrid posts={posts} locale={locale} text={cardText} />
    </section>
  )
}
