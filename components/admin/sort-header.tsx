import Link from "next/link"
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react"

import { TableHead } from "@/components/ui/table"

import { sortHref, type ListState, type SortKey } from "./list-query"

type SortHeaderProps = { basePath: string; state: ListState; column: SortKey; label: string; className?: string }

/** A header that sorts by its column; clicking it again toggles the direction (reloads the list via the URL). */
export function SortHeader({ basePath, state, column, label, className }: SortHeaderProps) {
  const active = state.sort === column
  const Icon = !active ? ArrowUpDown : state.order === "asc" ? ArrowUp : ArrowDown
  return (
    <TableHead aria-sort={active ? (state.order === "asc" ? "ascending" : "descending") : "none"} className={className}>
      <Link
        href={sortHref(basePath, state, column)}
        className="-ml-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-accent"
        data-testid={`sort-${column}`}
      >
        {label}
        <Icon aria-hidden className="size-3.5 text-muted-foreground" />
      </Link>
    </TableHead>
  )
}
