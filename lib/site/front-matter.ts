import { parse as parseYaml } from "yaml"
import { z } from "zod"

import { SLUG_PATTERN } from "@/lib/domain/schemas/fields"

const stringMap = z.record(z.string(), z.string())

/** Front matter of a built-in post: every field of the spec's public post; defaults applied later. */
const frontMatterSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by single dashes")
      .optional(),
    // A translation (a file under content/blog/<locale>/): the slug of the default-language post it translates.
    translationOf: z.string().regex(SLUG_PATTERN, "must be the slug of the post it translates").optional(),
    title: z.string().trim().min(1, "is required"),
    excerpt: z.string().trim().min(1, "is required"),
    author: z.union([z.string().trim().min(1), z.looseObject({ name: z.string().trim().min(1) })]).optional(),
    // People from the directory (Admin → People), named by slug: the byline and JSON-LD then use their profile.
    authorSlug: z.string().regex(SLUG_PATTERN, "must be a person's slug").optional(),
    reviewer: z.string().regex(SLUG_PATTERN, "must be a person's slug").optional(),
    lastReviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD").optional(),
    medicalDisclaimer: z.boolean().optional(),
    date: z.string().refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      message: "must be a date written YYYY-MM-DD",
    }),
    updated: z
      .string()
      .refine((value) => !Number.isNaN(Date.parse(value)), { message: "must be a date written YYYY-MM-DD" })
      .optional(),
    readTime: z.string().trim().min(1).optional(),
    category: z.string().trim().min(1).optional(),
    image: z.string().regex(/^\/[^\s]*$/, "must be a path under public/, starting with /").optional(),
    imageAlt: z.string().optional(),
    featured: z.boolean().default(false),
    tags: z.array(z.string().trim().min(1)).default([]),
    metaTitle: z.string().optional(),
    metaDescription: z.string().optional(),
    metaLinks: z
      .array(
        z.strictObject({
          rel: z.string().min(1),
          href: z.string().min(1),
          type: z.string().optional(),
          hrefLang: z.string().optional(),
          title: z.string().optional(),
        }),
      )
      .default([]),
    metaJsonLd: z.record(z.string(), z.unknown()).optional(),
    metaSiteVars: stringMap.default({}),
    metaTags: z
      .array(
        z
          .strictObject({ name: z.string().optional(), property: z.string().optional(), content: z.string() })
          .refine((tag) => Boolean(tag.name) !== Boolean(tag.property), { message: "needs exactly one of name or property" }),
      )
      .default([]),
    canonicalUrl: z
      .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/)], {
        message: "must be an http(s) URL or a path starting with /",
      })
      .optional(),
    robots: z.string().trim().min(1).default("index, follow"),
    twitter: stringMap.default({}),
    facebook: stringMap.default({}),
  })
  .strict()

export type FrontMatter = z.infer<typeof frontMatterSchema>

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: front matter field "${field}" ${detail}`)
    this.name = "FrontMatterError"
  }
}

/** Splits `---\nyaml\n---\nbody`; a file without front matter is an error (every post needs a title). */
export function splitFrontMatter(file: string, source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!match) throw new FrontMatterError(file, "(all)", "is missing: a post starts with a --- block")
  let data: unknown
  try {
    data = parseYaml(match[1] ?? "") ?? {}
  } catch (error) {
    throw new FrontMatterError(file, "(yaml)", `cannot be read: ${(error as Error).message}`)
  }
  return { data, body: source.slice(match[0].length) }
}

export function parseFrontMatter(file: string, data: unknown): FrontMatter {
  const result = frontMatterSchema.safeParse(data)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const field = issue.path.length ? issue.path.join(".") : "(all)"
  const detail =
    issue.code === "unrecognized_keys"
      ? `is not allowed (unknown: ${issue.keys.join(", ")})`
      : issue.code === "invalid_type" && issue.input === undefined
        ? "is required"
        : issue.message.startsWith("is ") || issue.message.startsWith("must ")
          ? issue.message
          : `is invalid: ${issue.message}`
  throw new FrontMatterError(file, issue.code === "unrecognized_keys" ? issue.keys.join(", ") : field, detail)
}
