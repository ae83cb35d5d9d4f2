import { PostBody } from "@/components/blog/post-body"

/**
 * The one seam through which admin Markdown is rendered (page bodies at /{slug}, editor previews): the blog's
 * public post body, so a preview looks exactly like the published post — sanitised Markdown, never MDX, no raw
 * HTML, only safe link and image URLs.
 */
export function RenderedMarkdown({ source }: { source: string }) {
  return <PostBody post={{ source: "admin", content: source }} />
}
