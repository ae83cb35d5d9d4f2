import type { BlogPostCard } from "@/lib/blog/types"

import { BlogCard } from "./blog-card"

export function BlogGrid({ posts, priorityFirst = false }: { posts: BlogPostCard[]; priorityFirst?: boolean }) {
  return (
    <div className="blog-grid" data-testid="blog-grid">
      {posts.map((post, index) => (
        <BlogCard key={post.slug} post={post} priority={priorityFirst && index < 3} />
      ))}
    </div>
  )
}
