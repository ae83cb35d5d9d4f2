import rehypeHighlight from "rehype-highlight"
import rehypeSlug from "rehype-slug"
import remarkGfm from "remark-gfm"
import type { PluggableList } from "unified"

import { rehypeBlockWhitespace } from "./rehype-block-whitespace"
import { rehypeCallouts } from "./rehype-callouts"
import { rehypeCompactCode } from "./rehype-compact-code"
import { rehypeFigures } from "./rehype-figures"
import { rehypeUrlPolicy } from "./rehype-url-policy"
import { rehypeUserContentIds } from "./rehype-user-content-ids"

/** One plugin list for built-in MDX and admin Markdown, so both render alike. */
export const REMARK_PLUGINS: PluggableList = [remarkGfm]

export const REHYPE_PLUGINS: PluggableList = [
  rehypeSlug,
  rehypeCallouts,
  // Highlighting runs here, on the server: the page ships coloured spans and no highlighter JavaScript.
  [rehypeHighlight, { detect: false, plainText: ["text", "txt", "plain"] }],
  rehypeCompactCode,
  rehypeUrlPolicy,
  // After the URL policy, so an image whose source was dropped never leaves an empty figure behind.
  rehypeFigures,
  // Last: every id, name and in-page link of a body, whatever made it, carries the user-content- prefix.
  rehypeUserContentIds,
  rehypeBlockWhitespace,
]
