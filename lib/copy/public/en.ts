import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { CONTACT_TEXT, rateLimitedMessage } from "@/lib/copy/contact"
import { BYLINE } from "@/lib/copy/people"
import { DOWNLOAD_EMAIL, DOWNLOAD_LINK, RESOURCE_KIND_PAGES, RESOURCE_PAGE } from "@/lib/copy/public-documents"
import { RESOURCES_MENU, SERVICES } from "@/lib/domain/site"

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
  /** A highlighted case study's or resource's link (followed, for screen readers, by its title). */
  readMore: "Read more",
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
  reviewedOn: "on",
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

/** A service's card on the services index, in the words of the site's service list. */
function serviceCard(href: string): { title: string; description: string } {
  const service = SERVICES.find((s) => s.href === href)
  return { title: service?.title ?? "", description: service?.description ?? "" }
}

/** The services index (/services): its words, and each service's card by the last segment of its page's path. */
export const SERVICES_UI = {
  metaTitle: "Our Services",
  metaDescription: "Social media, web development, content, email, SEO and analytics for healthcare and wellness brands.",
  eyebrow: "What we do",
  title: "Our Services",
  description: "Six disciplines, one growth plan: everything a modern practice needs to be found, chosen and remembered.",
  listLabel: "Service list",
  cards: {
    "social-media": serviceCard("/services/social-media"),
    "website-development": serviceCard("/services/website-development"),
    "content-creation": serviceCard("/services/content-creation"),
    "email-marketing": serviceCard("/services/email-marketing"),
    seo: serviceCard("/services/seo"),
    analytics: serviceCard("/services/analytics"),
  },
}

/** One kind's words: its card on /resources (the menu's line) and its own page's title and description. */
function resourceKind(kind: keyof typeof RESOURCE_KIND_PAGES) {
  const page = RESOURCE_KIND_PAGES[kind]
  return { title: page.title, card: RESOURCES_MENU.find((m) => m.href === page.path)?.description ?? "", description: page.description }
}

/** The resource library: /resources and the pages of each kind. */
export const RESOURCES_UI = {
  eyebrow: RESOURCE_PAGE.eyebrow,
  title: "Resources",
  metaDescription: "Guides, templates and case studies for healthcare and wellness marketers.",
  intro:
    "Our resource library is in development: practical guides, templates and case studies for healthcare and wellness marketers are on the way.",
  visitBlog: "Visit Our Blog",
  requestCustom: "Request Custom Resources",
  upcomingTitle: "Coming to the Library",
  inDevelopment: "In development",
  latestTitle: "Latest Resources",
  kinds: { guide: resourceKind("guide"), template: resourceKind("template"), "case-study": resourceKind("case-study") },
}

/**
 * An English address with no published resource: a resource being prepared, which the visitor can ask us for. Its
 * title comes from the address's words (`fromAddress`, "" when none). Only English has this page (another language
 * answers its 404), so its words are not in the dictionaries.
 */
export const RESOURCE_PLACEHOLDER = {
  title: (fromAddress: string) => fromAddress || "Resource",
  text: "This resource is being prepared by our strategists. Ask us for it and we will send it as soon as it is ready.",
}

// The English e-mail keeps its words and names no address; another language may name the resource's page.
const expires: (hours: number, page: string) => string = (hours) => DOWNLOAD_EMAIL.expires(hours)

/** The visitor's e-mail with a gated resource's link; `page` is the resource's own address on the site. */
export const DOWNLOAD_EMAIL_UI = {
  subject: DOWNLOAD_EMAIL.subject,
  intro: DOWNLOAD_EMAIL.intro,
  expires,
}

/** The short page a download link that cannot be served answers with. */
export const DOWNLOAD_LINK_UI = {
  title: "Download unavailable",
  back: "Back to the resource",
  expired: DOWNLOAD_LINK.expired,
  invalid: DOWNLOAD_LINK.invalid,
  missing: DOWNLOAD_LINK.missing,
  unavailable: DOWNLOAD_LINK.unavailable,
}

/** What the server says to a form it refuses (4xx, 503): in the language the form was sent in. */
export const FORM_SERVER_UI = {
  genericError: CONTACT_TEXT.genericError,
  storageFailed: CONTACT_TEXT.storageFailed,
  /** A download asked for a resource that is not a published, gated one with a file. */
  notAvailable: "This resource is not available for download.",
  /** A lead form's address names a type that offers none. */
  noForm: "This page has no such form.",
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
  resources: RESOURCES_UI,
  services: SERVICES_UI,
  downloadEmail: DOWNLOAD_EMAIL_UI,
  downloadLink: DOWNLOAD_LINK_UI,
  formServer: FORM_SERVER_UI,
}

/** Every language's public dictionary has this shape. */
export type PublicCopy = Translated<typeof EN>
