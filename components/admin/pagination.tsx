import Link from "next/link"
import { ChevronLeft, ChevronRight } from "lucide-react"

import { LIST } from "@/lib/copy/common"
import { Button } from "@/components/ui/button"

import { DEFAULT_LIST_STATE, listHref, pageCount, type ListState } from "./list-query"

type PaginationProps = {
  basePath: string
  state: Pick<ListState, "page"> & Partial<ListState>
  total: number
  pageSize: number
  noun: string
  /** The URL of a page when the list keeps more than ListState in its URL (the inbox's view). */
  hrefFor?: (page: number) => string
}

export function Pagination({ basePath, state, total, pageSize, noun, hrefFor }: PaginationProps) {
  const pages = pageCount(total, pageSize)
  const href = (page: number) => (hrefFor ? hrefFor(page) : listHref(basePath, { ...DEFAULT_LIST_STATE, ...state, page }))
  const from = total === 0 ? 0 : (state.page - 1) * pageSize + 1
  const to = Math.min(total, state.page * pageSize)
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 pt-4 text-sm sm:flex-row">
      <p className="text-muted-foreground" data-testid="list-total">
        {from > to ? `${total} ${noun}` : `Showing ${from}–${to} of ${total} ${noun}`}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <PageLink href={state.page > 1 ? href(state.page - 1) : null} label={LIST.previous}>
            <ChevronLeft aria-hidden />
          </PageLink>
          <span className="tabular-nums">
            Page {Math.min(state.page, pages)} of {pages}
          </span>
          <PageLink href={state.page < pages ? href(state.page + 1) : null} label={LIST.next}>
            <ChevronRight aria-hidden />
          </PageLink>
        </div>
      ) : null}
    </nav>
  )
}

function PageLink({ href, label, children }: { href: string | null; label: string; children: React.ReactNode }) {
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled aria-label={label}>
        {children}
      </Button>
    )
  }
  return (
    <Button variant="outline" size="sm" asChild>
      <Link href={href} aria-label={label}>
        {children}
      </Link>
    </Button>
  )
}
