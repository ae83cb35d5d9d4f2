import { BLOG_MESSAGES } from "@/lib/copy/blog"
import type { BlogPostCard } from "@/lib/blog/types"

import { BlogGrid } from "./blog-grid"

export function RelatedPosts({ posts }: { posts: BlogPostCard[] }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="related-title" data-testid="related-posts">
      <h2 id="related-title" className="mb-6 text-3xl font-semibold text-brand-deep">
        {BLOG_MESSAGES.relatedTitle}
      </h2>
      <BlogGrid posts={posts} />
    </section>
  )
}
