import { CONTENT_NAV } from "@/lib/copy/admin"
import { PEOPLE_UI } from "@/lib/copy/people"
import { personInputSchema } from "@/lib/domain/schemas/person"
import type { PersonRow } from "@/lib/domain/types"

import { BLOG_LIST_TAG } from "./cache-tags"
import { CONTENT_ACCESS, type ContentTypeDeclaration } from "./types"

/** Authors and medical reviewers named on posts, each with a public page at /blog/author/{slug}. */
export const PERSON_TYPE = {
  name: "person",
  kind: "collection",
  labels: { singular: "person", plural: "people" },
  store: "people",
  adminPath: "/admin/people",
  fields: [
    { name: "name", label: PEOPLE_UI.name, kind: "text", translatable: false, column: {} },
    { name: "slug", label: PEOPLE_UI.slug, kind: "slug", translatable: false, column: {}, help: PEOPLE_UI.slugHelp },
    { name: "credentials", label: PEOPLE_UI.credentials, kind: "text", translatable: true, column: {}, help: PEOPLE_UI.credentialsHelp },
    { name: "job_title", label: PEOPLE_UI.jobTitle, kind: "text", translatable: true, column: {} },
    { name: "bio", label: PEOPLE_UI.bio, kind: "markdown", translatable: true, column: {}, help: PEOPLE_UI.bioHelp },
    { name: "photo", label: PEOPLE_UI.photo, kind: "image", translatable: false, column: {}, help: PEOPLE_UI.photoHelp },
    { name: "photo_alt", label: PEOPLE_UI.photoAlt, kind: "image-alt", translatable: true, column: {} },
    { name: "links", label: PEOPLE_UI.links, kind: "links", translatable: false, column: { cast: "text[]" }, help: PEOPLE_UI.linksHelp },
  ],
  schema: { form: personInputSchema, input: personInputSchema },
  toFormValues: (row) => ({
    name: String(row?.name ?? ""),
    slug: String(row?.slug ?? ""),
    credentials: String(row?.credentials ?? ""),
    job_title: String(row?.job_title ?? ""),
    bio: String(row?.bio ?? ""),
    photo: (row?.photo as string | null | undefined) ?? null,
    photo_alt: String(row?.photo_alt ?? ""),
    links: Array.isArray(row?.links) ? row.links.join("\n") : "",
  }),
  // A photo needs its alt text, for visitors who cannot see it.
  validate: (input) => (input.photo && !String(input.photo_alt ?? "").trim() ? { photo_alt: PEOPLE_UI.photoAltRequired } : null),
  titleField: "name",
  access: CONTENT_ACCESS,
  publishable: false,
  revisions: false,
  seo: false,
  list: {
    columns: [
      { field: "name", label: PEOPLE_UI.name, kind: "title" },
      { field: "credentials", label: PEOPLE_UI.credentials },
      { field: "job_title", label: PEOPLE_UI.jobTitle, hide: "md" },
      { field: "slug", label: PEOPLE_UI.slug, kind: "code", hide: "sm" },
    ],
    search: ["name"],
    defaultSort: { field: "title", order: "asc" },
  },
  publicPath: (row) => `/blog/author/${row.slug}`,
  redirectOnSlugChange: false,
  // Bylines on post pages and author pages carry the blog-list tag: one expiry refreshes them.
  cacheTargets: (...rows) => ({
    paths: [...new Set(rows.map((r) => r.slug).filter(Boolean))].map((slug) => ({ path: `/blog/author/${slug}` })).concat({ path: "/sitemap.xml" }),
    tags: [BLOG_LIST_TAG],
  }),
  notFound: PEOPLE_UI.notFound,
  admin: { nav: { label: CONTENT_NAV.person, order: 120, group: "content" } },
} as const satisfies ContentTypeDeclaration<PersonRow>
