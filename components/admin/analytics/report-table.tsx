import { Download } from "lucide-react"

import { ANALYTICS_UI } from "@/lib/copy/analytics"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { cn } from "@/lib/utils"

import type { ReportTableData } from "./report-data"

type ReportTableProps = { table: ReportTableData; csvHref: string }

/** One report table in a card: caption, header row, the rows or "No page views in this range yet", and its CSV link. */
export function ReportTable({ table, csvHref }: ReportTableProps) {
  const headingId = `analytics-${table.id}-heading`
  return (
    // Tables of more than four columns take the whole row on wide screens, so none of their columns scrolls away.
    <Card className={cn("gap-3 py-4", table.columns.length > 4 && "xl:col-span-2")} data-testid={`analytics-table-${table.id}`} role="region" aria-labelledby={headingId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4">
        <CardTitle className="text-base">
          <h2 id={headingId}>{table.caption}</h2>
        </CardTitle>
        <a href={csvHref} download className="inline-flex items-center gap-1 text-sm text-primary hover:underline" data-testid="analytics-csv">
          <Download aria-hidden className="size-3.5" />
          {ANALYTICS_UI.downloadCsv}
          <span className="sr-only">{ANALYTICS_UI.downloadCsvOf(table.caption)}</span>
        </a>
      </CardHeader>
      <CardContent className="px-4">
        {table.rows.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{ANALYTICS_UI.empty}</p>
        ) : (
          <Table>
            <TableCaption className="sr-only">{table.caption}</TableCaption>
            <TableHeader>
              <TableRow>
                {table.columns.map((column) => (
                  <TableHead key={column.header} scope="col" className={cn(column.numeric && "text-right")}>
                    {column.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {table.rows.map((row, index) => (
                <TableRow key={index}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <TableHead key={i} scope="row" className="max-w-[22rem] truncate font-normal" title={cell.text}>
                        {cell.href ? (
                          <a href={cell.href} className="text-primary hover:underline">
                            {cell.text}
                          </a>
                        ) : (
                          cell.text
                        )}
                      </TableHead>
                    ) : (
                      <TableCell key={i} className={cn(cell.numeric && "text-right tabular-nums")}>
                        {cell.text}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
