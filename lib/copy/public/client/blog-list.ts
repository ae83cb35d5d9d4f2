// English words a public client component draws, in a module of their own: a client bundle carries only the
// parts its components import (the bundler keeps a whole module). Another language's words arrive as props.
import { BLOG_MESSAGES } from "@/lib/copy/blog"

/** The blog list, search and category tabs, and the cards (client: the explorer). */
export const BLOG_LIST_UI = {
  searchLabel: "Search articles",
  searchPlaceholder: "Search articles...",
  categoriesLabel: "Blog categories",
  allPosts: "All Posts",
  articles: "Articles",
  oneArticle: "1 article",
  articleCount: "{count} articles",
  loadFailed: "Something went wrong while loading posts. Please try again.",
  noPostsTitle: BLOG_MESSAGES.noPostsTitle,
  noPostsText: BLOG_MESSAGES.noPostsText,
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {page} of {count}",
  featured: "Featured",
  minRead: "{minutes} min read",
  loadingPost: BLOG_MESSAGES.loadingPost,
}
