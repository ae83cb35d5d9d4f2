import Link from "next/link"

import { LIST } from "@/lib/messages/common"
import { PAGES } from "@/lib/messages/pages"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { formatDate } from "./format"
import { ListEmpty } from "./list-empty"
import type { ListState } from "./list-query"
import { RowActions } from "./row-actions"
import { SortHeader } from "./sort-header"
import { StatusBadge } from "./status-badge"
import type { DeleteAction, PageListItem, TogglePublishedAction } from "./types"

const BASE = "/admin/pages"

type PagesTableProps = {
  rows: PageListItem[]
  state: ListState
  togglePublished: TogglePublishedAction
  remove: DeleteAction
}

export function PagesTable({ rows, state, togglePublished, remove }: PagesTableProps) {
  if (rows.length === 0) return <ListEmpty message={PAGES.empty} actionLabel={PAGES.createFirst} actionHref={`${BASE}/new`} />
  return (
    <Table data-testid="pages-table">
      <TableHeader>
        <TableRow>
          <SortHeader basePath={BASE} state={state} column="title" label={LIST.columnTitle} />
          <TableHead className="hidden md:table-cell">{LIST.columnSlug}</TableHead>
          <TableHead>{LIST.columnStatus}</TableHead>
          <SortHeader basePath={BASE} state={state} column="created_at" label={LIST.columnDate} className="hidden sm:table-cell" />
          <TableHead className="w-12 text-right">{LIST.columnActions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((page) => (
          <TableRow key={page.id} data-testid="page-row" data-slug={page.slug}>
            <TableCell className="max-w-[8.5rem] sm:max-w-md">
              <Link href={`${BASE}/${page.id}`} className="block truncate font-medium hover:underline">
                {page.title}
              </Link>
            </TableCell>
            <TableCell className="hidden font-mono text-xs text-muted-foreground md:table-cell">/{page.slug}</TableCell>
            <TableCell>
              <StatusBadge published={page.published} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">{formatDate(page.createdAt)}</TableCell>
            <TableCell className="text-right">
              <RowActions
                kind="page"
                id={page.id}
                title={page.title}
                published={page.published}
                editHref={`${BASE}/${page.id}`}
                togglePublished={togglePublished}
                remove={remove}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
