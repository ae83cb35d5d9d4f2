import { MDXRemote } from "next-mdx-remote/rsc"

import { REHYPE_PLUGINS, REMARK_PLUGINS } from "@/lib/site/markdown/plugins"

import { mdxComponents } from "./markdown-components"

/** Built-in posts (our own files): MDX with the site's components; JavaScript expressions stay blocked. */
export function MdxContent({ source }: { source: string }) {
  return (
    <MDXRemote
      source={source}
      components={mdxComponents}
      options={{
        blockJS: true,
        blockDangerousJS: true,
        mdxOptions: { remarkPlugins: REMARK_PLUGINS, rehypePlugins: REHYPE_PLUGINS },
      }}
    />
  )
}
