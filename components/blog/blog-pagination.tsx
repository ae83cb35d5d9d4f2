import { fill } from "@/lib/copy/public/fill"
import type { PublicCopy } from "@/lib/copy/public"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button-variants"

type BlogPaginationProps = {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
  onNavigate?: (page: number) => void
  /** Its words in the page's language, and the page numbers formatted in it. */
  text: Pick<PublicCopy["blogList"], "pagination" | "previous" | "next" | "pageOf">
  formatNumber: (value: number) => string
}

type Direction = "prev" | "next"

/** Previous / Next with real hrefs; the explorer intercepts clicks so the list updates without a reload. */
export function BlogPagination({ page, pageCount, hrefFor, onNavigate, text, formatNumber }: BlogPaginationProps) {
  if (pageCount <= 1) return null

  const item = (direction: Direction) => {
    const target = direction === "prev" ? page - 1 : page + 1
    const disabled = target < 1 || target > pageCount
    const content = (
      <>
        {direction === "prev" ? <Icon name="chevron-left" /> : null}
        {direction === "prev" ? text.previous : text.next}
        {direction === "next" ? <Icon name="chevron-right" /> : null}
      </>
    )
    if (disabled) {
      return (
        <span className={buttonVariants({ variant: "outline", className: "pointer-events-none opacity-50" })} aria-disabled="true">
          {content}
        </span>
      )
    }
    return (
      <a
        href={hrefFor(target)}
        rel={direction}
        className={buttonVariants({ variant: "outline" })}
        onClick={(event) => {
          if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          onNavigate(target)
        }}
      >
        {content}
      </a>
    )
  }

  return (
    <nav aria-label={text.pagination} className="mt-12 flex items-center justify-between gap-4">
      {item("prev")}
      <p className="text-sm text-muted-foreground">{fill(text.pageOf, { page: formatNumber(page), count: formatNumber(pageCount) })}</p>
      {item("next")}
    </nav>
  )
}
