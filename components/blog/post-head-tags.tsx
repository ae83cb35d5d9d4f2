import { METADATA_OWNED_PROPERTIES } from "@/lib/site/metadata"
import { applySiteVars, siteVarsFor } from "@/lib/site/site-vars"
import type { BlogPost } from "@/lib/site/types"
import { isSafeUrl } from "@/lib/site/url-policy"

/**
 * The post's metaLinks and property-style metaTags (Open Graph extras), which the Metadata API cannot express.
 * React hoists <link> and <meta> into <head>; they go away when the visitor leaves the post.
 */
export function PostHeadTags({ post }: { post: BlogPost }) {
  const vars = siteVarsFor(post)
  return (
    <>
      {post.metaLinks
        .filter((link) => isSafeUrl(link.href) && !/^(stylesheet|preload|modulepreload|prefetch|import)$/i.test(link.rel))
        .map((link) => (
          <link
            key={`${link.rel}-${link.href}`}
            rel={link.rel}
            href={applySiteVars(link.href, vars)}
            type={link.type}
            hrefLang={link.hrefLang}
            title={link.title}
          />
        ))}
      {post.metaTags
        .filter((tag) => tag.property && !METADATA_OWNED_PROPERTIES.has(tag.property))
        .map((tag) => (
          <meta key={tag.property} property={tag.property} content={applySiteVars(tag.content, vars)} />
        ))}
    </>
  )
}
