import type { BlogPostCard } from "@/lib/blog/types"

import { BlogCard } from "./blog-card"

export function BlogGrid({ posts, priorityFirst = false }: { posts: BlogPostCard[]; priorityFirst?: boolean }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-grid">
      {posts.map((post, index) => (
        <BlogCard key={post.slug} post={post} priority={priorityFirst && index < 3} />
      ))}
    </div>
  )
}
