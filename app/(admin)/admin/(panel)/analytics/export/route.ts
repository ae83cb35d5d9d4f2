import { getNamedAnalyticsReport } from "@/lib/site/analytics/reports"
import { csvExportFailure, csvLine, csvResponse } from "@/lib/data/admin/csv"
import { requireContentAccess } from "@/lib/data/auth"
import { DataError } from "@/lib/domain/errors"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { isReportTable, reportCsvRows, reportTable } from "@/components/admin/analytics/report-data"

import { reportQuery } from "../query"

/**
 * One table of Admin → Analytics as CSV (?table=pages|content|referrers|sources|campaigns|devices and the screen's
 * range), for every member with content access. The session is checked before the table or range is read.
 */
export async function GET(request: Request) {
  if (!isSameOriginRequest(request.headers)) return new Response("Cross-site request refused", { status: 403 })
  const params = Object.fromEntries(new URL(request.url).searchParams)
  try {
    await requireContentAccess()
    const table = params.table
    if (!isReportTable(table)) throw new DataError("validation", "Choose a table: pages, content, referrers, sources, campaigns or devices")
    const report = await getNamedAnalyticsReport(reportQuery(params))
    const rows = reportCsvRows(reportTable(report, table))
    return csvResponse(rows.map(csvLine).join(""), `analytics-${table}-${report.range.from}-to-${report.range.to}.csv`)
  } catch (error) {
    return csvExportFailure(error, "exportAnalytics")
  }
}
