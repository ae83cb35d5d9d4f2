/** The publish box's checklist: each rule's result line and how to fix it (lib/domain/checklist/rules.ts). */

type Range = { min: number; max: number }
const plural = (n: number, word: string) => `${word}${n > 1 ? "s" : ""}`

export const CHECKLIST = {
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  length: {
    empty: (name: string) => `${name} is empty`,
    emptyFix: (name: string, range: Range) => `Write a ${name.toLowerCase()} of ${range.min}–${range.max} characters.`,
    fallback: " (fallback)",
    ok: (name: string, n: number) => `${name}: ${n} characters`,
    off: (name: string, n: number, range: Range) => `${name} is ${n} characters (aim for ${range.min}–${range.max})`,
    shorten: (max: number) => `Shorten it to at most ${max} characters.`,
    lengthen: (min: number) => `Lengthen it to at least ${min} characters.`,
  },
  excerpt: {
    pass: "Excerpt is set",
    missing: "No excerpt",
    fix: "Write a one- or two-sentence excerpt for the blog list and search results.",
  },
  featuredImage: {
    missing: "No featured image",
    missingFix: "Add a featured image; social shares otherwise use a generated card.",
    noAlt: "Featured image has no alt text",
    noAltFix: "Describe the featured image in its Alt text field.",
    pass: "Featured image has alt text",
  },
  imageAlt: {
    pass: "Every image in the content has alt text",
    missing: (count: number, lines: string) => `${count} ${plural(count, "image")} without alt text (line ${lines})`,
    fix: (mark: string) => `Write the alt text inside ![…], or mark a purely decorative image with the title "${mark}": ![](image.png "${mark}").`,
  },
  headings: {
    h1: (line: number) => `H1 inside the body (line ${line})`,
    h1Fix: "The title is the page's only H1: start body headings at H2 (##).",
    skipped: (level: number, previous: number, line: number) => `Heading level skipped: H${level} after H${previous} (line ${line})`,
    skippedFix: (previous: number) => `Use H${previous + 1} here, or add the missing level above it.`,
    pass: "Headings are in order",
  },
  internalLinks: {
    pass: "Internal links lead to live pages",
    broken: (count: number, list: string) => `Broken internal ${plural(count, "link")}: ${list}`,
    fix: "Link to a published page or post, or publish the target first.",
    /** A post's slug under a language it has no version in (an English post's slug under /es/). */
    otherLanguage: (path: string, live: string) =>
      `No post in this language lives at ${path}: link to ${live} instead (readers are taken to the version in the post's language when there is one).`,
  },
  emptyLinks: {
    pass: "No empty links",
    found: (count: number, lines: string) => `${count} empty ${plural(count, "link")} (line ${lines})`,
    fix: "Give every link both visible text and an address.",
  },
  reviewer: {
    pass: "Medical reviewer is set",
    missing: "Clinical category without a medical reviewer",
    fix: "Choose a medical reviewer and the last-reviewed date.",
  },
} as const
