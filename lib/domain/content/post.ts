import { FORM } from "@/lib/copy/common"
import { CONTENT_NAV } from "@/lib/copy/admin"
import { POSTS } from "@/lib/copy/posts"
import { toSlug } from "@/lib/domain/blog/categories"
import { postChecklistInput } from "@/lib/domain/checklist/input"
import { postFormSchema, postInputSchema, toPostFormValues } from "@/lib/domain/schemas/post"
import { isReservedPostSlug } from "@/lib/domain/reserved-slugs"
import type { PostRow } from "@/lib/domain/types"

import { BLOG_LIST_TAG } from "./cache-tags"
import { DATE_COLUMN, LANGUAGE_COLUMN, STATUS_COLUMN, TITLE_COLUMN } from "./list-columns"
import { PEOPLE_FIELDS, SEO_FIELDS } from "./seo-fields"
import { CONTENT_ACCESS, type CacheTargets, type ContentTypeDeclaration } from "./types"

/** Blog posts written in the admin (the built-in MDX posts are files, read beside them). */
export const POST_TYPE = {
  name: "post",
  kind: "collection",
  labels: { singular: "post", plural: "posts" },
  store: "posts",
  adminPath: "/admin/posts",
  fields: [
    { name: "title", label: POSTS.fieldTitle, kind: "text", translatable: true, column: {} },
    { name: "slug", label: POSTS.fieldSlug, kind: "slug", translatable: true, column: {}, help: FORM.slugHelp },
    { name: "excerpt", label: POSTS.fieldExcerpt, kind: "textarea", translatable: true, column: {} },
    { name: "content", label: POSTS.fieldContent, kind: "markdown", translatable: true, column: {} },
    { name: "category", label: POSTS.fieldCategory, kind: "text", translatable: true, column: {} },
    { name: "tags", label: POSTS.fieldTags, kind: "tags", translatable: true, column: { cast: "text[]" }, help: POSTS.tagsHelp },
    { name: "published", label: FORM.published, kind: "checkbox", translatable: false, column: { cast: "boolean" } },
    { name: "featured_image", label: POSTS.featuredImage, kind: "image", translatable: false, column: {} },
    { name: "featured_image_alt", label: POSTS.fieldImageAlt, kind: "image-alt", translatable: true, column: {}, help: POSTS.imageAltHelp },
    ...SEO_FIELDS,
    ...PEOPLE_FIELDS,
  ],
  schema: { form: postFormSchema, input: postInputSchema },
  toFormValues: (row, timeZone) => toPostFormValues(row as Partial<PostRow> | null, timeZone),
  checklistInput: postChecklistInput,
  titleField: "title",
  access: CONTENT_ACCESS,
  publishable: true,
  revisions: true,
  seo: true,
  review: { fields: ["title", "excerpt", "content", "meta_description"], category: "category" },
  list: {
    columns: [
      TITLE_COLUMN,
      LANGUAGE_COLUMN,
      STATUS_COLUMN,
      { field: "category", label: POSTS.columnCategory, empty: POSTS.uncategorized, hide: "md", muted: true },
      DATE_COLUMN,
    ],
    search: ["title"],
    defaultSort: { field: "created_at", order: "desc" },
  },
  publicPath: (row) => `/blog/${row.slug}`,
  site: { template: "post", index: "/blog", sitemap: true, feeds: true, tags: [BLOG_LIST_TAG], sitemapRank: { documents: 0.6, index: 0.8, indexChangefreq: "daily" } },
  redirectOnSlugChange: true,
  cacheTargets: postCacheTargets,
  reservedSlug: isReservedPostSlug,
  notFound: POSTS.notFound,
  admin: { nav: { label: CONTENT_NAV.post, order: 30, group: "content" } },
} as const satisfies ContentTypeDeclaration<PostRow>

type PostPaths = { slug: string; category?: string; tags?: readonly string[] }

/**
 * A post appears on its own page and its social card, the blog and its category pages (literal URLs: a route
 * pattern only marks cached pages stale, so their next request would still serve the old list once), related and
 * previous/next links (the patterns), the sitemaps and the feed.
 */
export function postCacheTargets(...rows: PostPaths[]): CacheTargets {
  const paths: CacheTargets["paths"] = [{ path: "/blog" }]
  for (const slug of new Set(rows.map((r) => r.slug).filter(Boolean))) paths.push({ path: `/blog/${slug}` }, { path: `/blog/${slug}/og` })
  const categories = new Set(rows.flatMap((r) => [r.category ?? "", ...(r.tags ?? [])].map(toSlug)).filter(Boolean))
  for (const category of categories) paths.push({ path: `/blog/category/${category}` })
  paths.push(
    { path: "/blog/category/[categorySlug]", type: "page" },
    { path: "/blog/[postId]", type: "page" },
    { path: "/sitemap.xml" },
    { path: "/blog/sitemap.xml" },
    { path: "/blog/rss.xml" },
  )
  return { paths, tags: [BLOG_LIST_TAG], blogVersion: true }
}
