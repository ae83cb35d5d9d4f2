// English words a public client component draws, in a module of their own: a client bundle carries only the
// parts its components import (the bundler keeps a whole module). Another language's words arrive as props.
import { BLOG_MESSAGES } from "@/lib/copy/blog"

/** The sitemap tool of /blog/sitemap (client). */
export const SITEMAP_UI = {
  download: BLOG_MESSAGES.downloadSitemap,
  generating: BLOG_MESSAGES.generatingSitemap,
  failed: BLOG_MESSAGES.sitemapFailed,
  fileName: BLOG_MESSAGES.sitemapFileName,
  urls: "{count} URLs",
  xmlLabel: "Sitemap XML",
}
