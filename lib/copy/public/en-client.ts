import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { CONTACT_LABELS, CONTACT_TEXT } from "@/lib/copy/contact"
import { RESOURCE_PAGE } from "@/lib/copy/public-documents"

/**
 * The English words the public site's client components draw: each part is its own export, and a client component
 * imports only the part it draws, as its default text; for another language the server passes that language's
 * part as a prop (`clientCopy` in ./index.ts). Plain strings only ("{count}" is filled in by `fill`): a function
 * cannot be a client component's prop. The server-side parts are in ./en.ts.
 */

/** The words of the header, menus, floating call to action and footer drawn by client components. */
export const SHELL_UI = {
  mainNav: "Main",
  mobileNav: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  scrollToTop: "Scroll to top",
  quickActions: "Quick actions",
}

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

/** The share buttons under a post (client). */
export const SHARE_UI = {
  title: "Share this article",
  shareOn: "Share on {network}",
}

/** The sitemap tool of /blog/sitemap (client). */
export const SITEMAP_UI = {
  download: BLOG_MESSAGES.downloadSitemap,
  generating: BLOG_MESSAGES.generatingSitemap,
  failed: BLOG_MESSAGES.sitemapFailed,
  fileName: BLOG_MESSAGES.sitemapFileName,
  urls: "{count} URLs",
  xmlLabel: "Sitemap XML",
}

/** The zod rules' messages for a name and e-mail (and a message): predicates the form puts after the field's label. */
export const VALIDATION_UI = {
  required: "is required",
  nameTooLong: "must be at most 200 characters",
  emailTooLong: "must be at most 320 characters",
  emailInvalid: "should be a valid email address",
  messageTooLong: "must be at most 5,000 characters",
}

/** The contact form (client) and the server's answers to it. */
export const CONTACT_FORM_UI = {
  ...CONTACT_TEXT,
  labels: { ...CONTACT_LABELS },
  messagePlaceholder: "A few words about your practice, your goals and your timeline",
  honeypot: "Leave this field empty",
  validation: VALIDATION_UI,
}

/** The gated download form of a resource (client). */
export const DOWNLOAD_GATE_UI = {
  ...RESOURCE_PAGE.gate,
  download: "Download {title}",
  readyHelp: "The link works for {hours} hours.",
  honeypot: "Leave this field empty",
  validation: VALIDATION_UI,
}

