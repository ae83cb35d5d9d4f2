"use client"

import Form from "next/form"
import Link from "next/link"
import { useRouter } from "next/navigation"
import { Search } from "lucide-react"

import { MEDIA } from "@/lib/copy/media"
import { LIST } from "@/lib/copy/common"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { INPUT_CLASS } from "@/components/ui/field-styles"

import { MEDIA_BASE_PATH, mediaHref, type MediaFilterKey, type MediaSortKey, type MediaState } from "./media-query"

const FILTERS: [MediaFilterKey, string][] = [
  ["all", MEDIA.filterAll],
  ["images", MEDIA.filterImages],
  ["documents", MEDIA.filterDocuments],
  ["unused", MEDIA.filterUnused],
]
const SORTS: [MediaSortKey, string][] = [
  ["newest", MEDIA.sortNewest],
  ["name", MEDIA.sortName],
  ["size", MEDIA.sortSize],
]

/** Search (on submit), sort and filter, all in the URL; any change starts again at page 1. */
export function MediaFilters({ state }: { state: MediaState }) {
  const router = useRouter()
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <Form action={MEDIA_BASE_PATH} role="search" className="flex w-full max-w-md gap-2">
        <Input key={state.q} type="search" name="q" defaultValue={state.q} placeholder={MEDIA.search} aria-label={MEDIA.search} maxLength={200} />
        {state.sort !== "newest" ? <input type="hidden" name="sort" value={state.sort} /> : null}
        {state.filter !== "all" ? <input type="hidden" name="filter" value={state.filter} /> : null}
        <Button type="submit" variant="outline" size="icon" aria-label={LIST.search}>
          <Search aria-hidden />
        </Button>
      </Form>
      <div className="flex flex-wrap items-center gap-3">
        <nav aria-label={MEDIA.filterLabel} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {FILTERS.map(([key, label]) => (
            <Link
              key={key}
              href={mediaHref({ ...state, filter: key, page: 1 })}
              aria-current={state.filter === key ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-1 text-sm font-medium text-foreground/80 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40",
                state.filter === key && "bg-background text-foreground shadow-sm",
              )}
            >
              {label}
            </Link>
          ))}
        </nav>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{MEDIA.sortLabel}</span>
          <select
            className={cn(INPUT_CLASS, "h-9 w-auto py-1")}
            value={state.sort}
            onChange={(event) => router.push(mediaHref({ ...state, sort: event.target.value as MediaSortKey, page: 1 }))}
          >
            {SORTS.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  )
}
