import type { BlogCategory } from "@/lib/domain/blog/categories"

type CategoryTabsProps = {
  categories: BlogCategory[]
  selected: string
  onSelect?: (slug: string) => void
  /** The tab list's name in the page's language. */
  label: string
}

export const tabId = (slug: string) => `blog-tab-${slug}`

/** The category tabs; one shared results panel (#blog-results). Arrow keys move between tabs. */
export function CategoryTabs({ categories, selected, onSelect, label }: CategoryTabsProps) {
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0
    if (!step || !onSelect) return
    event.preventDefault()
    const next = categories[(index + step + categories.length) % categories.length]!
    onSelect(next.slug)
    document.getElementById(tabId(next.slug))?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      {categories.map((category, index) => {
        const active = category.slug === selected
        return (
          <button
            key={category.slug}
            id={tabId(category.slug)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls="blog-results"
            tabIndex={active || (!categories.some((c) => c.slug === selected) && index === 0) ? 0 : -1}
            onClick={() => onSelect?.(category.slug)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="blog-tab"
          >
            {category.name}
          </button>
        )
      })}
    </div>
  )
}
