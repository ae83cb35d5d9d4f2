import type { BlogPost } from "@/lib/site/types"

import { MarkdownContent } from "./markdown-content"
import { MdxContent } from "./mdx-content"
import { UserContentHash } from "./user-content-hash"

/** One body for both sources: our MDX files may use site components, admin Markdown never runs as MDX. */
export function PostBody({ post }: { post: Pick<BlogPost, "source" | "content"> }) {
  return (
    <div className="blog-prose" data-testid="post-body">
      {post.source === "built-in" ? <MdxContent source={post.content} /> : <MarkdownContent source={post.content} />}
      <UserContentHash />
    </div>
  )
}
