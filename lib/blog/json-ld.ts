import { absoluteUrl, SITE } from "@/lib/site"

import { applySiteVarsDeep, siteVarsFor } from "./site-vars"
import type { BlogPost } from "./types"

/** BlogPosting structured data, or the post's own metaJsonLd (its {{vars}} filled in). */
export function blogPostingJsonLd(post: BlogPost, description: string): Record<string, unknown> {
  if (post.metaJsonLd) return applySiteVarsDeep(post.metaJsonLd, siteVarsFor(post)) as Record<string, unknown>
  const url = absoluteUrl(`/blog/${post.slug}`)
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [post.hasOwnImage ? absoluteUrl(post.image.src) : absoluteUrl(`/blog/${post.slug}/og`)],
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: post.author === SITE.name ? { "@type": "Organization", name: SITE.name, url: SITE.url } : { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: SITE.name,
      url: SITE.url,
      logo: { "@type": "ImageObject", url: absoluteUrl(SITE.logo.src) },
    },
    articleSection: post.category,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    isPartOf: { "@type": "Blog", name: SITE.blogName, url: absoluteUrl("/blog") },
  }
}

/** JSON for a <script type="application/ld+json">: no "<" survives, so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}
