import type { MDXComponents } from "mdx/types"

import { Callout } from "./callout"
import { MarkdownImage } from "./markdown-image"
import { MarkdownLink } from "./markdown-link"
import { Stat, StatGrid } from "./stat"

function Aside({ children, ...props }: React.ComponentProps<"aside"> & { "data-callout"?: string }) {
  const type = props["data-callout"]
  if (type) return <Callout type={type}>{children}</Callout>
  return <aside {...props}>{children}</aside>
}

function Table(props: React.ComponentProps<"table">) {
  return (
    <div className="my-8 overflow-x-auto rounded-lg border" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  )
}

/** GFM task-list boxes: read-only, and named so assistive technology can say what they show. */
function TaskCheckbox({ checked, type }: React.ComponentProps<"input">) {
  if (type !== "checkbox") return null
  // disabled, not readonly: HTML allows readonly on text-like inputs only.
  return <input type="checkbox" checked={Boolean(checked)} disabled aria-label={checked ? "Done" : "Not done"} />
}

/** A highlighted code block arrives as markup (lib/site/markdown/rehype-compact-code.ts), text already escaped. */
function Code({ "data-html": html, ...props }: React.ComponentProps<"code"> & { "data-html"?: string }) {
  if (typeof html === "string") return <code {...props} dangerouslySetInnerHTML={{ __html: html }} />
  return <code {...props} />
}

/** HTML element overrides shared by both renderers (built-in MDX and admin Markdown). */
export const markdownComponents = {
  a: MarkdownLink,
  img: MarkdownImage,
  aside: Aside,
  table: Table,
  input: TaskCheckbox,
  code: Code,
} satisfies MDXComponents

/** What built-in MDX may use besides Markdown: the site's own components. */
export const mdxComponents = {
  ...markdownComponents,
  Callout,
  Stat,
  StatGrid,
} satisfies MDXComponents
