import "server-only"

import { revalidatePath } from "next/cache"

import { currentContext } from "./context"

function revalidate(path: string, type?: "page" | "layout") {
  try {
    revalidatePath(path, type)
  } catch (err) {
    // Outside a Next request (tests, scripts) there is no cache to invalidate.
    if (process.env.NEXT_RUNTIME) console.error(`[revalidate] ${path}:`, err)
  }
}

async function insideNext(): Promise<boolean> {
  const ctx = await currentContext().catch(() => null)
  return !!ctx && !ctx.backend
}

/** The one place that refreshes public pages after a post changes (issue 4 §9). */
export async function revalidatePostPaths(...slugs: (string | null | undefined)[]): Promise<void> {
  if (!(await insideNext())) return
  revalidate("/blog")
  for (const slug of new Set(slugs.filter(Boolean))) revalidate(`/blog/${slug}`)
  revalidate("/blog/category/[categorySlug]", "page")
  revalidate("/blog/[postId]", "page")
  revalidate("/sitemap.xml")
  revalidate("/blog/sitemap.xml")
  revalidate("/blog/rss.xml")
}

/** After a page changes: its public path and the sitemap. */
export async function revalidatePagePaths(...slugs: (string | null | undefined)[]): Promise<void> {
  if (!(await insideNext())) return
  for (const slug of new Set(slugs.filter(Boolean))) revalidate(`/${slug}`)
  revalidate("/sitemap.xml")
}
