import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { CONTACT_LABELS, CONTACT_TEXT } from "@/lib/copy/contact"
import { BYLINE } from "@/lib/copy/people"
import { RESOURCE_PAGE } from "@/lib/copy/public-documents"

import type { Translated } from "./types"

/**
 * The public site's interface in English: every fixed word of the header, footer, blog, forms and 404 that is not
 * content. The spec's texts stay in lib/copy/blog.ts, contact.ts and public-documents.ts (tests import them there)
 * and are gathered here. Each part is its own export: a client component imports only the part it draws, as its
 * default (English) text, and the server passes another language's part as a prop (see `clientCopy`).
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

/** The server-rendered words of the site's frame and of pages without content of their own. */
export const SITE_UI = {
  skipLink: "Skip to main content",
  lastUpdated: (date: string) => `Last updated ${date}`,
  talkToTeam: "Talk to Our Team",
  readBlog: "Read the Blog",
  notFound: {
    title: "Oops! Page not found",
    text: "The page you are looking for has moved or never existed.",
    home: "Return to Home",
  },
}

// The parts client components draw are plain strings ("{count}" is filled in by `fill`): they travel as props.

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

/** A post's page, its cards' server-rendered words, the category, author and sitemap pages. */
export const BLOG_UI = {
  backToBlog: BLOG_MESSAGES.backToBlog,
  author: "Author",
  published: "Published",
  readingTime: "Reading time",
  length: "Length",
  words: (count: string) => `${count} words`,
  tags: "Tags",
  listTitle: "Insights for Healthcare & Wellness Marketers",
  listSection: "Articles",
  sitemapLink: "Blog sitemap",
  rssFeed: "RSS feed",
  categoryEmptyIntro: "Articles from the journal",
  categoryCount: (count: string, one: boolean, more: boolean) => `${count}${more ? "+" : ""} ${one ? "article" : "articles"} in this category`,
  moreIn: (category: string) => `More in ${category}`,
  profiles: "Profiles",
  articlesBy: (name: string) => `Articles by ${name}`,
  sitemapTitle: "Blog Sitemap",
  sitemapIntro: "Every article of the journal in the",
  sitemapProtocol: "sitemap protocol",
  sitemapServedAt: ", also served at",
  reviewedBy: BYLINE.reviewedBy,
  medicalDisclaimer: "Medical disclaimer",
  moreArticles: "More articles",
  previousPost: "Previous Post",
  nextPost: "Next Post",
  relatedTitle: BLOG_MESSAGES.relatedTitle,
  explore: (service: string) => `Explore ${service}`,
  bookFreeConsultation: "Book a Free Consultation",
  postNotFound: BLOG_MESSAGES.postNotFound,
  postNotFoundText: "The article you are looking for has moved, or it was never published.",
  noArticlesInCategory: BLOG_MESSAGES.noArticlesInCategory,
  viewAllPosts: BLOG_MESSAGES.viewAllPosts,
  cta: {
    title: "Ready to put these ideas to work?",
    text: "Tell us about your practice and we will show you where the quickest wins are: search, social, email or your website.",
    primary: "Book a Free Strategy Call",
    secondary: "Ask Us a Question",
  },
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

/** What the server says to a form it refuses (4xx, 503): in the language the form was sent in. */
export const FORM_SERVER_UI = {
  genericError: CONTACT_TEXT.genericError,
  storageFailed: CONTACT_TEXT.storageFailed,
  rateLimited: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  validation: VALIDATION_UI,
}

export const EN = {
  shell: SHELL_UI,
  site: SITE_UI,
  blogList: BLOG_LIST_UI,
  share: SHARE_UI,
  sitemap: SITEMAP_UI,
  blog: BLOG_UI,
  contactForm: CONTACT_FORM_UI,
  downloadGate: DOWNLOAD_GATE_UI,
  formServer: FORM_SERVER_UI,
}

/** Every language's public dictionary has this shape. */
export type PublicCopy = Translated<typeof EN>
