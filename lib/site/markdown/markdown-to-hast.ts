import type { Root } from "hast"
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import { unified } from "unified"

import { REHYPE_PLUGINS, REMARK_PLUGINS } from "./plugins"

/** GitHub's sanitising schema, with the URL schemes rendered content may use and code languages kept. */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    href: ["http", "https", "mailto", "tel"],
    src: ["http", "https"],
    cite: ["http", "https"],
  },
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ["className", /^language-[\w-]+$/]],
  },
}

const processor = unified()
  .use(remarkParse)
  .use(REMARK_PLUGINS)
  // No allowDangerousHtml: raw HTML in stored Markdown is dropped, never passed through.
  .use(remarkRehype)
  .use(rehypeSanitize, SANITIZE_SCHEMA)
  .use(REHYPE_PLUGINS)

/**
 * Admin-authored (untrusted) Markdown → a sanitised hast tree. Never compiled as MDX: no JSX, no expressions,
 * no imports, no raw HTML.
 */
export async function markdownToHast(markdown: string): Promise<Root> {
  const tree = processor.parse(markdown)
  return (await processor.run(tree)) as Root
}
