"use client"

import type { BlogCategory } from "@/lib/domain/blog/categories"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { formatNumber } from "@/lib/domain/i18n/format"
import { BLOG_LIST_UI } from "@/lib/copy/public/client/blog-list"
import type { PublicCopy } from "@/lib/copy/public"
import { fill } from "@/lib/copy/public/fill"
import { blogHref } from "@/lib/site/query"
import type { BlogPage } from "@/lib/site/types"
import { Icon } from "@/components/ui/icon"
import { CONTROL_BASE } from "@/components/ui/field-styles"

import { BlogGridSkeleton } from "./blog-card-skeleton"
import { BlogGrid } from "./blog-grid"
import { BlogPagination } from "./blog-pagination"
import { CategoryTabs, tabId } from "./category-tabs"

export type BlogExplorerViewProps = {
  categories: BlogCategory[]
  query: string
  category: string
  /** null while loading */
  result: BlogPage | null
  failed?: boolean
  onQueryChange?: (value: string) => void
  onCategoryChange?: (slug: string) => void
  onPageChange?: (page: number) => void
  /** The page's language and the list's words in it; English when absent (not sent for English pages). */
  locale?: Locale
  text?: PublicCopy["blogList"]
}

/** The list's markup, without state: rendered as the static fallback and by the interactive explorer. */
export function BlogExplorerView(props: BlogExplorerViewProps) {
  const { categories, query, category, result, failed, onQueryChange, onCategoryChange, onPageChange, locale = DEFAULT_LOCALE } = props
  const text = props.text ?? BLOG_LIST_UI
  const number = (value: number) => formatNumber(value, locale)
  const selectedTab = categories.some((c) => c.slug === category) ? category : null
  return (
    <div>
      <div className="flex flex-col gap-5">
        <div className="relative max-w-xl">
          <label htmlFor="blog-search" className="sr-only">
            {text.searchLabel}
          </label>
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            id="blog-search"
            type="search"
            name="q"
            placeholder={text.searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={onQueryChange ? (event) => onQueryChange(event.target.value) : undefined}
            readOnly={!onQueryChange}
            className={`${CONTROL_BASE} h-12 bg-card py-2 pr-3 pl-10 text-base`}
          />
        </div>
        <CategoryTabs categories={categories} selected={category} onSelect={onCategoryChange} label={text.categoriesLabel} />
      </div>

      <div
        id="blog-results"
        role="tabpanel"
        aria-labelledby={selectedTab ? tabId(selectedTab) : undefined}
        aria-label={selectedTab ? undefined : text.articles}
        className="mt-10 scroll-mt-24"
      >
        {failed ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center">
            {text.loadFailed}
          </p>
        ) : result === null ? (
          <BlogGridSkeleton />
        ) : result.posts.length === 0 ? (
          <div className="rounded-xl border border-dashed bg-card px-6 py-16 text-center" data-testid="no-posts">
            <h2 className="text-2xl font-semibold">{text.noPostsTitle}</h2>
            <p className="mt-2 text-muted-foreground">{text.noPostsText}</p>
          </div>
        ) : (
          <>
            <p className="sr-only" role="status">
              {result.total === 1 ? text.oneArticle : fill(text.articleCount, { count: number(result.total) })}
            </p>
            {/* Cards are h3: this keeps the page's heading levels in order (h1 → h2 → h3). */}
            <h2 className="sr-only">{text.articles}</h2>
            <BlogGrid posts={result.posts} priorityFirst={result.page === 1} locale={props.locale} text={props.text} />
            <BlogPagination
              page={result.page}
              pageCount={result.pageCount}
              hrefFor={(page) => blogHref({ q: query, category, page }, locale)}
              onNavigate={onPageChange}
              text={text}
              formatNumber={number}
            />
          </>
        )}
      </div>
    </div>
  )
}
