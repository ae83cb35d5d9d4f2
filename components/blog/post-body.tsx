import type { Locale } from "@/lib/domain/i18n"
import { contentLinkResolver } from "@/lib/site/content-links"
import type { BlogPost } from "@/lib/site/types"

import { MarkdownContent } from "./markdown-content"
import { MdxContent } from "./mdx-content"
import { UserContentHash } from "./user-content-hash"

type PostBodyProps = {
  post: Pick<BlogPost, "source" | "content">
  /** The language the content is written in: its links to posts lead to their versions in it. */
  locale?: Locale
}

/** One body for both sources: our MDX files may use site components, admin Markdown never runs as MDX. */
export function PostBody({ post, locale }: PostBodyProps) {
  // Asked for now and awaited where the links are rewritten: admin Markdown is parsed meanwhile.
  const links = locale ? contentLinkResolver(locale) : undefined
  return (
    <div className="blog-prose" data-testid="post-body">
      {post.source === "built-in" ? <MdxContent source={post.content} links={links} /> : <MarkdownContent source={post.content} links={links} />}
      <UserContentHash />
    </div>
  )
}
