import type { Element, Root } from "hast"
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime"
import { Fragment, jsx, jsxs } from "react/jsx-runtime"
import { visit } from "unist-util-visit"

import { getPublicImageSizes } from "@/lib/site/public-reads"
import { markdownToHastWithinBudget } from "@/lib/site/markdown/markdown-render"
import { rehypeContentLinks } from "@/lib/site/markdown/rehype-content-links"

import { markdownComponents } from "./markdown-components"

/**
 * Admin-authored Markdown (untrusted): sanitised hast → React elements. Never evaluated as MDX. Parsed within the
 * render budget, off the main thread: a body the parser cannot finish in time is shown as plain text.
 */
type LinkResolver = (href: string) => string

export async function renderMarkdown(source: string, links?: LinkResolver | Promise<LinkResolver>): Promise<React.ReactElement> {
  const tree = await markdownToHastWithinBudget(source)
  await addLibraryImageSizes(tree)
  // After the worker: the resolver reads the site's posts, which the worker thread does not have.
  if (links) rehypeContentLinks({ resolve: await links })(tree)
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: markdownComponents as Partial<Components> })
}

export async function MarkdownContent({ source, links }: { source: string; links?: Promise<LinkResolver> }) {
  return renderMarkdown(source, links)
}

/**
 * Images from our media library carry the pixel size stored at upload, so the page reserves their space (no layout
 * shift) and next/image serves responsive sizes. Set here, after sanitising: Markdown itself cannot set them.
 */
async function addLibraryImageSizes(tree: Root) {
  const images: Element[] = []
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "img" && typeof node.properties.src === "string") images.push(node)
  })
  if (images.length === 0) return
  let sizes: Map<string, { width: number; height: number }>
  try {
    sizes = await getPublicImageSizes(images.map((img) => String(img.properties.src)))
  } catch (error) {
    // A body still renders without sizes (plain lazy images) if the lookup fails.
    console.error("[markdown] image size lookup failed", error)
    sizes = new Map()
  }
  for (const img of images) {
    const size = sizes.get(String(img.properties.src))
    if (size) {
      img.properties.width = size.width
      img.properties.height = size.height
    } else {
      delete img.properties.width
      delete img.properties.height
    }
  }
}
