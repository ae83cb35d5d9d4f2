// The messages of lib/domain's rules, grouped by schema. The post, page and section editors bundle the rules, so this
// module imports nothing and holds only words.

const count = (n: number) => n.toLocaleString("en-US")

/** "<name> must be at most <max> characters": how every rule says a text is too long. */
export const tooLong = (name: string, max: number) => `${name} must be at most ${count(max)} characters`

/** The fields posts, pages and documents share (lib/domain/schemas/fields.ts), and the names their messages use. */
export const FIELD_MESSAGES = {
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  slugFormat: "Slug may only contain lowercase letters, numbers, underscores and single hyphens",
  scheduleInvalid: "Enter a valid date and time",
  tooLong,
  names: {
    title: "Title",
    slug: "Slug",
    content: "Content",
    metaTitle: "Meta title",
    metaDescription: "Meta description",
  },
} as const

/** A post's own fields (lib/domain/schemas/post.ts). */
export const POST_MESSAGES = {
  tagTooLong: (max: number) => `Each tag must be at most ${count(max)} characters`,
  tooManyTags: (max: number) => `At most ${max} tags`,
  featuredImageTooLong: "Featured image URL is too long",
  featuredImageInvalid: "Featured image must be an uploaded image or an http(s) URL",
  names: { excerpt: "Excerpt", category: "Category", imageAlt: "Image alt text", tags: "Tags" },
} as const

/** A person of the people directory (lib/domain/schemas/person.ts). */
export const PERSON_MESSAGES = {
  nameRequired: "Name is required",
  linkTooLong: (max: number) => `Each link must be at most ${count(max)} characters`,
  linkInvalid: "Each link must be an http(s) URL",
  linksTooLong: "Too many links",
  tooManyLinks: (max: number) => `At most ${max} links`,
  photoTooLong: "Photo URL is too long",
  photoInvalid: "Photo must be an uploaded image or an http(s) URL",
  names: { name: "Name", credentials: "Credentials", jobTitle: "Role or title", bio: "Bio", photoAlt: "Photo alt text" },
} as const

/** The search, social and people fields (lib/domain/schemas/seo.ts and the declarations' reference fields). */
export const SEO_MESSAGES = {
  urlTooLong: (name: string) => `${name} is too long`,
  urlInvalid: (name: string) => `${name} must be a site path starting with / or an http(s) URL`,
  idInvalid: (name: string) => `Choose a valid ${name}`,
  dateInvalid: "Enter a date as YYYY-MM-DD",
  authorMissing: "Choose an author from the list",
  reviewerMissing: "Choose a reviewer from the list",
  names: {
    canonical: "Canonical URL",
    socialImage: "Social image",
    socialTitle: "Social title",
    socialDescription: "Social description",
    author: "author",
    reviewer: "reviewer",
  },
} as const

/** A site page's path (lib/domain/schemas/site-page.ts; its other messages are SITE_PAGES' in lib/copy/site-content). */
export const SITE_PAGE_MESSAGES = {
  names: { path: "Path" },
} as const

/** A structured value's fields (lib/domain/data-fields): predicates after the field's label. */
export const DATA_FIELD_MESSAGES = {
  tooLong,
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  hrefInvalid: (label: string) => `${label} must be a path on this site (/…), an anchor (#…) or an http(s), mailto or tel address`,
  imageInvalid: (label: string) => `${label} must be an image of this site`,
  iconInvalid: (label: string) => `${label} must be one of the site's icons`,
  choiceInvalid: (label: string) => `${label} must be one of the listed choices`,
  tooManyLines: (label: string, max: number) => `${label} may have at most ${max} lines`,
  tooManyItems: (label: string, max: number) => `${label} may have at most ${max} items`,
  tooFewItems: (label: string, min: number, itemLabel: string) => `${label} needs at least ${min} ${itemLabel}${min > 1 ? "s" : ""}`,
  /** The names of an image's and a link's parts in their messages. */
  imageAlt: (label: string) => `${label}: alt text`,
  linkLabel: (label: string) => `${label}: label`,
  linkHref: (label: string) => `${label}: link`,
} as const

/** A page's sections (lib/domain/sections). */
export const SECTION_MESSAGES = {
  idMissing: "A section needs an id",
  idInvalid: "A section id must start with a letter and use only letters, digits, - and _ (at most 64 characters)",
  typeMissing: "A section needs a type",
  anchorInvalid: "An anchor must start with a letter and use only letters, digits, - and _ (no spaces, no #)",
  dataNotObject: "A section's data must be an object",
  unknownType: (type: string, known: readonly string[]) => `Unknown section type "${type}": it must be one of ${known.join(", ")}`,
  /** A section's field message, named by the section type. */
  inSection: (sectionLabel: string, message: string) => `${sectionLabel}: ${message}`,
  notList: "Sections must be a list",
  tooMany: (max: number) => `A page may have at most ${max} sections`,
  duplicateId: (id: string) => `Two sections have the id "${id}": ids must be unique`,
  duplicateAnchor: (anchor: string) => `Two sections have the anchor "${anchor}": anchors must be unique on a page`,
  /** Where the first problem is: before its message, `index` counting from 0. */
  at: (index: number) => `Section ${index + 1}: `,
  invalid: "Invalid sections",
} as const

/** Refusals every layer gives the same way (lib/domain/errors.ts). */
export const DATA_MESSAGES = {
  slugTaken: "Slug already in use",
  translationExists: "This language already has its version of this record: open it instead",
} as const

/** Why the analytics beacon's body was refused (lib/domain/analytics/beacon.ts). */
export const BEACON_MESSAGES = {
  notJson: "The body must be JSON.",
  notObject: "The body must be a JSON object.",
  idInvalid: "id must be 16 to 64 letters, digits or dashes.",
  pathInvalid: "p must be a path of this site.",
} as const
