"use client"

import { useEffect, useState } from "react"

import { SITEMAP_UI } from "@/lib/copy/public/client/sitemap"
import type { PublicCopy } from "@/lib/copy/public"
import { fill } from "@/lib/copy/public/fill"
import { BLOG_SITEMAP_PATH } from "@/lib/site/seo"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button-variants"

type State = { status: "loading" } | { status: "ready"; xml: string } | { status: "error" }

/**
 * The spec's sitemap tool: loads the blog sitemap (the page language's, `path`), shows its XML and saves it as
 * blog-sitemap.xml.
 */
export function SitemapTool({ text = SITEMAP_UI, path = BLOG_SITEMAP_PATH }: { text?: PublicCopy["sitemap"]; path?: string }) {
  const [state, setState] = useState<State>({ status: "loading" })

  useEffect(() => {
    const controller = new AbortController()
    fetch(path, { signal: controller.signal, cache: "no-store" })
      .then(async (response) => {
        const xml = await response.text()
        if (!response.ok || !xml.includes("<urlset")) throw new Error(`sitemap: ${response.status}`)
        setState({ status: "ready", xml })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error("Failed to generate sitemap", error)
        setState({ status: "error" })
      })
    return () => controller.abort()
  }, [path])

  const download = (xml: string) => {
    const url = URL.createObjectURL(new Blob([xml], { type: "application/xml" }))
    const link = document.createElement("a")
    link.href = url
    link.download = text.fileName
    document.body.appendChild(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
  }

  if (state.status === "loading") {
    return (
      <p role="status" className="rounded-xl border bg-card p-8 text-center text-muted-foreground">
        {text.generating}
      </p>
    )
  }
  if (state.status === "error") {
    return (
      <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center text-destructive">
        {text.failed}
      </p>
    )
  }
  const count = (state.xml.match(/<url>/g) ?? []).length
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground" role="status">
          {fill(text.urls, { count })}
        </p>
        <button type="button" className={buttonVariants()} onClick={() => download(state.xml)}>
          <Icon name="download" />
          {text.download}
        </button>
      </div>
      <pre
        className="max-h-[36rem] overflow-auto rounded-xl border bg-[#f4f6f5] p-5 text-xs leading-relaxed text-[#1f2d2b]"
        tabIndex={0}
        aria-label={text.xmlLabel}
        data-testid="sitemap-xml"
      >
        {state.xml}
      </pre>
    </div>
  )
}
