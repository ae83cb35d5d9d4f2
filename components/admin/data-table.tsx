import Link from "next/link"

import type { ListColumn } from "@/lib/domain/content/types"
import { isLocale } from "@/lib/domain/i18n"
import { LIST } from "@/lib/copy/common"
import { languageName } from "@/lib/copy/translations"
import { Badge } from "@/components/ui/badge"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { cn } from "@/lib/utils"

import { formatDate, formatDateTime } from "./format"
import { LastEdited } from "./last-edited"
import type { ListState, SortKey } from "./list-query"
import { SortHeader } from "./sort-header"
import { StatusBadge } from "./status-badge"

/** A row: its id and its values, by the declared field name or its camelCase form (job_title or jobTitle). */
export type DataRow = { id: string }

type DataTableProps<Row extends DataRow> = {
  /** The declared columns (a content type's `list.columns`, or a screen's own, e.g. Redirects'). */
  columns: readonly ListColumn[]
  rows: readonly Row[]
  /** data-testid of the table and of each row. */
  testId: string
  rowTestId: string
  /** data-* attributes of a row (data-slug, data-locale…). */
  rowData?: (row: Row) => Record<string, string | undefined>
  /** The editor of a row ("title" cells link there). */
  editHref?: (row: Row) => string
  /** A row's public address ("path" cells). */
  pathOf?: (row: Row) => string | null
  /** The list's address and state: sortable columns' headers sort through the URL (none: plain headers). */
  sort?: { basePath: string; state: ListState }
  /** The last column: a row's actions (a menu, or Edit and Delete buttons), and its width (one button or two). */
  actions: (row: Row) => React.ReactNode
  actionsWidth?: "w-12" | "w-24"
}

const HIDE = { sm: "hidden sm:table-cell", md: "hidden md:table-cell" } as const

const camel = (field: string) => field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())

function valueOf(row: DataRow, field: string): unknown {
  const values = row as Record<string, unknown>
  return field in values ? values[field] : values[camel(field)]
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value)
}

/** The classes of a column's header and cells: its width breakpoint, alignment and colour. */
function columnClass(column: ListColumn): string {
  return cn(
    column.hide && HIDE[column.hide],
    column.kind === "number" && "text-right",
  )
}

function cellClass(column: ListColumn): string {
  return cn(
    columnClass(column),
    column.kind === "title" && "max-w-[8.5rem] sm:max-w-md",
    column.muted && "text-muted-foreground",
    (column.kind === "date" || column.kind === "datetime") && "whitespace-nowrap",
    (column.kind === "code" || column.kind === "path") && "max-w-[10rem] truncate font-mono text-xs sm:max-w-xs",
    column.kind === "number" && "tabular-nums",
  )
}

/** What one cell shows, by the column's declared kind. */
function cellContent<Row extends DataRow>(column: ListColumn, row: Row, props: DataTableProps<Row>): React.ReactNode {
  const value = valueOf(row, column.field)
  switch (column.kind) {
    case "title": {
      const edit = row as { editedBy?: string; editedAt?: string }
      return (
        <>
          {props.editHref ? (
            <Link href={props.editHref(row)} className="block truncate font-medium hover:underline">
              {text(value)}
            </Link>
          ) : (
            <span className="block truncate font-medium">{text(value)}</span>
          )}
          <LastEdited by={edit.editedBy} at={edit.editedAt} className="truncate" />
        </>
      )
    }
    case "status":
      return <StatusBadge published={value === true} scheduledFor={(row as { scheduledFor?: string | null }).scheduledFor} />
    case "date":
      return value ? formatDate(text(value)) : (column.empty ?? "")
    case "datetime":
      return value ? formatDateTime(text(value)) : (column.empty ?? "")
    case "path":
      return props.pathOf?.(row) ?? ""
    case "language":
      return isLocale(text(value)) ? (
        <Badge variant="outline" data-testid="language-badge" lang="en">
          {languageName(text(value) as Parameters<typeof languageName>[0])}
        </Badge>
      ) : null
    case "choice":
      return column.choices?.find((c) => c.value === value)?.label ?? text(value)
    default:
      return text(value) || (column.empty ?? "")
  }
}

/**
 * One table for every admin list, drawn from declared columns (a content type's `list`, or a screen's own): the
 * header of each (a sort link for a sortable one), a cell per kind, and the row's actions last. No branch on the
 * type: what a cell needs beyond its raw value comes from the column's kind.
 */
export function DataTable<Row extends DataRow>(props: DataTableProps<Row>) {
  const { columns, rows, testId, rowTestId, rowData, sort, actions, actionsWidth = "w-24" } = props
  return (
    <Table data-testid={testId}>
      <TableHeader>
        <TableRow>
          {columns.map((column) =>
            column.sortable && sort && (column.field === "title" || column.field === "created_at") ? (
              <SortHeader
                key={column.field}
                basePath={sort.basePath}
                state={sort.state}
                column={column.field as SortKey}
                label={column.label}
                className={columnClass(column) || undefined}
              />
            ) : (
              <TableHead key={column.field} className={columnClass(column) || undefined}>
                {column.label}
              </TableHead>
            ),
          )}
          <TableHead className={cn(actionsWidth, "text-right")}>{LIST.columnActions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={rowTestId} {...dataAttributes(rowData?.(row))}>
            {columns.map((column) => (
              <TableCell key={column.field} className={cellClass(column) || undefined} data-testid={column.testId}>
                {cellContent(column, row, props)}
                {column.badge && valueOf(row, column.badge.field) ? (
                  <Badge variant="muted" className="ml-2">
                    {column.badge.label}
                  </Badge>
                ) : null}
              </TableCell>
            ))}
            <TableCell className="text-right whitespace-nowrap">{actions(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function dataAttributes(values: Record<string, string | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(values ?? {})) if (value !== undefined) out[`data-${name}`] = value
  return out
}
