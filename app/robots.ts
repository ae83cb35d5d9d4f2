import type { MetadataRoute } from "next"

import { BLOG_SITEMAP_PATH } from "@/lib/site/seo"
import { absoluteUrl } from "@/lib/domain/site"

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] }],
    sitemap: [absoluteUrl("/sitemap.xml"), absoluteUrl(BLOG_SITEMAP_PATH)],
  }
}
