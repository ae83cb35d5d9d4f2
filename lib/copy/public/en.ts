import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { CONTACT_TEXT, rateLimitedMessage } from "@/lib/copy/contact"
import { BYLINE } from "@/lib/copy/people"
import { RESOURCE_PAGE } from "@/lib/copy/public-documents"

import {
  BLOG_LIST_UI,
  CONTACT_FORM_UI,
  DOWNLOAD_GATE_UI,
  SHARE_UI,
  SHELL_UI,
  SITEMAP_UI,
  VALIDATION_UI,
} from "./en-client"
import type { Translated } from "./types"

export { BLOG_LIST_UI, CONTACT_FORM_UI, DOWNLOAD_GATE_UI, SHARE_UI, SHELL_UI, SITEMAP_UI, VALIDATION_UI }

/**
 * The public site's interface in English: every fixed word of the header, footer, blog, forms and 404 that is not
 * content. The spec's texts stay in lib/copy/blog.ts, contact.ts and public-documents.ts (tests import them there)
 * and are gathered here; the words client components draw are in ./en-client.ts.
 */

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
  /** The language switcher's accessible name. */
  languages: "Language",
  /** The home page's suggestion of this language, written in it (shown to browsers that prefer it). */
  languageSuggestion: { message: "This page is also available in English.", action: "Read it in English", dismiss: "Close" },
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
  /** The blog index's <title> and description (search results, the feed). */
  metaTitle: (blogName: string) => `Healthcare Marketing Blog | ${blogName}`,
  description:
    "Practical marketing advice for healthcare, dental, medical aesthetics and wellness practices: social media, email, websites and local search.",
  listSection: "Articles",
  sitemapLink: "Blog sitemap",
  rssFeed: "RSS feed",
  categoryEmptyIntro: "Articles from the journal",
  categoryCount: (count: string, one: boolean, more: boolean) => `${count}${more ? "+" : ""} ${one ? "article" : "articles"} in this category`,
  moreIn: (category: string) => `More in ${category}`,
  categoryMetaTitle: (category: string) => `${category} Articles`,
  categoryMetaDescription: (category: string) => `Articles about ${category.toLowerCase()} for healthcare and wellness marketers.`,
  categoryNotFound: "Category not found",
  profiles: "Profiles",
  articlesBy: (name: string) => `Articles by ${name}`,
  authorMetaTitle: (name: string, page: string | null) => (page ? `${name} — page ${page}` : name),
  authorMetaDescription: (name: string, jobTitle: string) => `Articles written or medically reviewed by ${name}${jobTitle ? `, ${jobTitle}` : ""}.`,
  authorNotFound: "Author not found",
  sitemapTitle: "Blog Sitemap",
  sitemapDescription: "The XML sitemap of the journal's articles, ready to download.",
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

/** A resource's page around its download (server). */
export const RESOURCE_UI = {
  kindLabel: { ...RESOURCE_PAGE.kindLabel },
  noFile: RESOURCE_PAGE.noFile,
  askForIt: RESOURCE_PAGE.askForIt,
  download: RESOURCE_PAGE.download,
  allResources: RESOURCE_PAGE.allResources,
}

/** What the server says to a form it refuses (4xx, 503): in the language the form was sent in. */
export const FORM_SERVER_UI = {
  genericError: CONTACT_TEXT.genericError,
  storageFailed: CONTACT_TEXT.storageFailed,
  rateLimited: (retryAfterMs: number) => rateLimitedMessage(retryAfterMs),
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
  resource: RESOURCE_UI,
  formServer: FORM_SERVER_UI,
}

/** Every language's public dictionary has this shape. */
export type PublicCopy = Translated<typeof EN>
