"use client"

import { useEffect, useState, useSyncExternalStore } from "react"

import { ALL_CATEGORY, normaliseCategoryParam, type BlogCategory } from "@/lib/domain/blog/categories"
import { blogQueryString, parseBlogQuery, parsePage, type BlogQuery } from "@/lib/site/query"
import type { BlogPage } from "@/lib/site/types"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import type { PublicCopy } from "@/lib/copy/public"

import { BlogExplorerView } from "./blog-explorer-view"

export const SEARCH_DEBOUNCE_MS = 300

const URL_CHANGE = "blog:urlchange"

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange)
  window.addEventListener(URL_CHANGE, onChange)
  return () => {
    window.removeEventListener("popstate", onChange)
    window.removeEventListener(URL_CHANGE, onChange)
  }
}

// The prerendered page is the default view (""); after hydration the real address takes over.
const useLocationSearch = () =>
  useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  )

function navigate(next: BlogQuery, mode: "push" | "replace") {
  // The blog index the visitor is on (/blog or /es/blog), with the new query.
  const qs = blogQueryString(next)
  const href = qs ? `${window.location.pathname}?${qs}` : window.location.pathname
  // Native history calls keep the App Router in sync without a server round trip.
  if (mode === "push") window.history.pushState(null, "", href)
  else window.history.replaceState(null, "", href)
  window.dispatchEvent(new Event(URL_CHANGE))
}

function withoutDefaults(search: string): string | null {
  const params = new URLSearchParams(search)
  let changed = false
  const drop = (name: string, isDefault: (value: string) => boolean) => {
    const value = params.get(name)
    if (value !== null && isDefault(value)) {
      params.delete(name)
      changed = true
    }
  }
  drop("category", (value) => normaliseCategoryParam(value) === ALL_CATEGORY)
  drop("page", (value) => parsePage(value) === 1)
  drop("q", (value) => !value.trim())
  return changed ? params.toString() : null
}

type Loaded = { key: string; page?: BlogPage; failed?: boolean }

type BlogExplorerProps = {
  initial: BlogPage
  categories: BlogCategory[]
  /** The page's language and the list's words in it; both absent for English (the view carries those). */
  locale?: Locale
  text?: PublicCopy["blogList"]
}

/**
 * Search box, tabs and pages of /blog. The address is the state (?q=, ?category=, ?page=); anything but the
 * default view is fetched from /blog/search.json one page at a time, so the static page stays small.
 */
export function BlogExplorer({ initial, categories, locale, text }: BlogExplorerProps) {
  const search = useLocationSearch()
  const current = parseBlogQuery(new URLSearchParams(search))
  const key = blogQueryString(current)

  useEffect(() => {
    // Defaults never stay in the address: ?category=all, page=1 or an empty q are dropped (other params kept).
    const clean = withoutDefaults(search)
    // The blog index the visitor is on (/blog or /es/blog) keeps its address.
    if (clean !== null) window.history.replaceState(null, "", clean ? `${window.location.pathname}?${clean}` : window.location.pathname)
  }, [search])

  const [input, setInput] = useState(current.q)
  const [syncedQ, setSyncedQ] = useState(current.q)
  if (current.q !== syncedQ) {
    // The address changed under the box (first render after hydration, back/forward): follow it.
    setSyncedQ(current.q)
    setInput(current.q)
  }

  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    fetch(`${localizedPath(locale ?? DEFAULT_LOCALE, "/blog/search.json")}?${key}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`search failed: ${response.status}`)
        return response.json() as Promise<BlogPage>
      })
      .then((page) => setLoaded({ key, page }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, failed: true })
      })
    return () => controller.abort()
  }, [key, locale])

  useEffect(() => {
    if (input.trim() === current.q.trim()) return
    const timer = window.setTimeout(
      () => navigate({ q: input, category: current.category, page: 1 }, "replace"),
      SEARCH_DEBOUNCE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [input, current.q, current.category])

  const result = !key ? initial : loaded?.key === key ? (loaded.page ?? null) : null
  const failed = Boolean(key && loaded?.key === key && loaded.failed)

  return (
    <BlogExplorerView
      categories={categories}
      locale={locale}
      text={text}
      query={input}
      category={current.category}
      result={result}
      failed={failed}
      onQueryChange={setInput}
      onCategoryChange={(category) => navigate({ q: input, category, page: 1 }, "push")}
      onPageChange={(page) => {
        navigate({ q: input, category: current.category, page }, "push")
        document.getElementById("blog-results")?.scrollIntoView({ block: "start" })
      }}
    />
  )
}
