import { MDXRemote } from "next-mdx-remote/rsc"
import type { PluggableList } from "unified"

import { REHYPE_PLUGINS, REMARK_PLUGINS } from "@/lib/site/markdown/plugins"
import { rehypeContentLinks } from "@/lib/site/markdown/rehype-content-links"

import { mdxComponents } from "./markdown-components"

type MdxContentProps = { source: string; links?: Promise<(href: string) => string> }

/** Built-in posts (our own files): MDX with the site's components; JavaScript expressions stay blocked. */
export async function MdxContent({ source, links }: MdxContentProps) {
  const resolveLink = links ? await links : undefined
  const rehypePlugins: PluggableList = resolveLink ? [...REHYPE_PLUGINS, [rehypeContentLinks, { resolve: resolveLink }]] : REHYPE_PLUGINS
  return (
    <MDXRemote
      source={source}
      components={mdxComponents}
      options={{
        blockJS: true,
        blockDangerousJS: true,
        mdxOptions: { remarkPlugins: REMARK_PLUGINS, rehypePlugins },
      }}
    />
  )
}
