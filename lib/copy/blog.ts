/** The spec's visible texts for the public blog, copied exactly (components and tests import these). */
export const BLOG_MESSAGES = {
  loadingPost: "Loading post...",
  postNotFound: "Post not found",
  backToBlog: "Back to Blog",
  noArticlesInCategory: "No articles found in this category",
  viewAllPosts: "View All Posts",
  relatedTitle: "You May Also Like",
  downloadSitemap: "Download XML Sitemap",
  generatingSitemap: "Generating sitemap...",
  sitemapFailed: "Failed to generate sitemap",
  sitemapFileName: "blog-sitemap.xml",
  noPostsTitle: "No posts found",
  noPostsText: "Try a different search term or category.",
} as const
