import type { ContentKind } from "@/lib/domain/types"
import type { Locale } from "@/lib/domain/i18n"
import { languageName, TRANSLATION_UI } from "@/lib/copy/translations"
import Link from "next/link"
import { Plus } from "lucide-react"

import { contentType } from "@/lib/domain/content"
import type { Loaded } from "@/lib/data/admin/load"
import { LIST } from "@/lib/copy/common"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { formatDate } from "./format"
import { LanguageFilter } from "./language-filter"
import { LastEdited } from "./last-edited"
import { ListEmpty } from "./list-empty"
import { PAGE_SIZE, type ListState } from "./list-query"
import { ListSearch } from "./list-search"
import { LoadErrorToast } from "./load-error-toast"
import { PageHeader } from "./page-header"
import { Pagination } from "./pagination"
import { RowActions } from "./row-actions"
import { SortHeader } from "./sort-header"
import { StatusBadge } from "./status-badge"
import type { DeleteAction, LastEdit, TogglePublishedAction } from "@/lib/data/admin/views"

type ContentRow = { id: string; title: string; slug: string; published: boolean; scheduledFor?: string | null; createdAt: string; locale?: Locale } & LastEdit

/** The one column in which Manage Posts (Category, after Status) and Manage Pages (Slug, before it) differ. */
export type ExtraColumn<Row> = {
  header: string
  placement: "before-status" | "after-status"
  /** Classes of the header and the cells (visibility by width). */
  className: string
  cellClassName: string
  cell: (row: Row) => React.ReactNode
}

export type ContentListText = {
  listTitle: string
  newLabel: string
  loadFailed: string
  searchPlaceholder: string
  empty: string
  createFirst: string
}

type ContentListProps<Row extends ContentRow> = {
  kind: ContentKind
  state: ListState
  loaded: Loaded<{ rows: Row[]; total: number }>
  text: ContentListText
  extraColumn: ExtraColumn<Row>
  togglePublished: TogglePublishedAction
  remove: DeleteAction
}

/** Manage Posts and Manage Pages: header with the New button, search, sortable table, pagination. */
export function ContentList<Row extends ContentRow>({ kind, state, loaded, text, ...table }: ContentListProps<Row>) {
  const base = contentType(kind).adminPath
  const rows = loaded.ok ? loaded.data.rows : []
  const total = loaded.ok ? loaded.data.total : 0
  return (
    <>
      <PageHeader
        title={text.listTitle}
        actions={
          <Button asChild>
            <Link href={`${base}/new`}>
              <Plus aria-hidden />
              {text.newLabel}
            </Link>
          </Button>
        }
      />
      {loaded.ok ? null : <LoadErrorToast description={text.loadFailed} />}
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ListSearch basePath={base} state={state} placeholder={text.searchPlaceholder} />
          <LanguageFilter basePath={base} state={state} />
        </div>
        {rows.length === 0 ? (
          <ListEmpty message={text.empty} actionLabel={text.createFirst} actionHref={`${base}/new`} />
        ) : (
          <ContentTable kind={kind} base={base} rows={rows} state={state} {...table} />
        )}
        {total > 0 ? <Pagination basePath={base} state={state} total={total} pageSize={PAGE_SIZE} noun={`${kind}s`} /> : null}
      </Card>
    </>
  )
}

type ContentTableProps<Row extends ContentRow> = Pick<
  ContentListProps<Row>,
  "kind" | "state" | "extraColumn" | "togglePublished" | "remove"
> & { base: string; rows: Row[] }

function ContentTable<Row extends ContentRow>({ kind, base, rows, state, extraColumn, togglePublished, remove }: ContentTableProps<Row>) {
  const extraHead = <TableHead className={extraColumn.className}>{extraColumn.header}</TableHead>
  const before = extraColumn.placement === "before-status"
  return (
    <Table data-testid={`${kind}s-table`}>
      <TableHeader>
        <TableRow>
          <SortHeader basePath={base} state={state} column="title" label={LIST.columnTitle} />
          <TableHead className="hidden sm:table-cell">{TRANSLATION_UI.columnLanguage}</TableHead>
          {before ? extraHead : null}
          <TableHead>{LIST.columnStatus}</TableHead>
          {before ? null : extraHead}
          <SortHeader basePath={base} state={state} column="created_at" label={LIST.columnDate} className="hidden sm:table-cell" />
          <TableHead className="w-12 text-right">{LIST.columnActions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const extraCell = (
            <TableCell className={`${extraColumn.className} ${extraColumn.cellClassName}`}>{extraColumn.cell(row)}</TableCell>
          )
          return (
            <TableRow key={row.id} data-testid={`${kind}-row`} data-slug={row.slug} data-locale={row.locale}>
              <TableCell className="max-w-[8.5rem] sm:max-w-md">
                <Link href={`${base}/${row.id}`} className="block truncate font-medium hover:underline">
                  {row.title}
                </Link>
                <LastEdited by={row.editedBy} at={row.editedAt} className="truncate" />
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {row.locale ? (
                  <Badge variant="outline" data-testid="language-badge" lang="en">
                    {languageName(row.locale)}
                  </Badge>
                ) : null}
              </TableCell>
              {before ? extraCell : null}
              <TableCell>
                <StatusBadge published={row.published} scheduledFor={row.scheduledFor} />
              </TableCell>
              {before ? null : extraCell}
              <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">{formatDate(row.createdAt)}</TableCell>
              <TableCell className="text-right">
                <RowActions
                  kind={kind}
                  id={row.id}
                  title={row.title}
                  published={row.published}
                  version={row.version}
                  editHref={`${base}/${row.id}`}
                  togglePublished={togglePublished}
                  remove={remove}
                />
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
