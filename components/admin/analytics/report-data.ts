import type { AnalyticsReport, DeviceClass, RankedRow } from "@/lib/domain/analytics/types"
import { ANALYTICS_UI } from "@/lib/copy/analytics"

/**
 * The six tables of Admin → Analytics, described once: the screen draws them and the CSV export
 * (app/(admin)/admin/(panel)/analytics/export/route.ts) writes the same rows, so the two always agree.
 */
export const REPORT_TABLES = ["pages", "content", "referrers", "sources", "campaigns", "devices"] as const
export type ReportTableId = (typeof REPORT_TABLES)[number]

export function isReportTable(value: unknown): value is ReportTableId {
  return typeof value === "string" && (REPORT_TABLES as readonly string[]).includes(value)
}

/** One cell: what the screen shows (a link when href is set) and what the CSV carries. */
export type ReportCell = { text: string; csv: string | number; href?: string; numeric?: boolean }
export type ReportColumn = { header: string; csvHeader: string; numeric?: boolean }
export type ReportTableData = { id: ReportTableId; caption: string; columns: ReportColumn[]; rows: ReportCell[][] }

const c = ANALYTICS_UI.columns
const number = new Intl.NumberFormat("en-US")
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 })

export const formatCount = (n: number) => number.format(n)
/** A share (0.125) as "12.5%". */
export const formatRate = (rate: number) => percent.format(rate)

const count = (n: number): ReportCell => ({ text: formatCount(n), csv: n, numeric: true })
const text = (value: string): ReportCell => ({ text: value, csv: value })
const col = (header: string, numeric = false, csvHeader = header): ReportColumn => ({ header, csvHeader, numeric })

const deviceLabel = (value: string) => ANALYTICS_UI.devices[value as DeviceClass] ?? value
const referrerLabel = (value: string) => value || ANALYTICS_UI.direct

function ranked(id: ReportTableId, label: string, rows: RankedRow[], name: (value: string) => string = (v) => v): ReportTableData {
  return {
    id,
    caption: ANALYTICS_UI.tables[id],
    columns: [col(label), col(c.visitors, true), col(c.views, true)],
    rows: rows.map((r) => [text(name(r.value)), count(r.visitors), count(r.views)]),
  }
}

/** One table of a report as captions, headers and cells. */
export function reportTable(report: AnalyticsReport, id: ReportTableId): ReportTableData {
  switch (id) {
    case "pages":
      return ranked(id, c.path, report.topPages)
    case "content":
      return {
        id,
        caption: ANALYTICS_UI.tables.content,
        columns: [col(c.title), col(c.type), col(c.views, true), col(c.visitors, true), col(c.leads, true), col(c.leadRate, true, c.leadRateCsv)],
        rows: report.content.map((r) => [
          { text: r.title || r.path || r.id, csv: r.title, ...(r.path ? { href: r.path } : {}) },
          text(ANALYTICS_UI.types[r.type]),
          count(r.views),
          count(r.visitors),
          count(r.leads),
          { text: formatRate(r.leadRate), csv: Math.round(r.leadRate * 1000) / 10, numeric: true },
        ]),
      }
    case "referrers":
      return ranked(id, c.referrer, report.referrers, referrerLabel)
    case "sources":
      return ranked(id, c.source, report.sources)
    case "campaigns":
      return {
        id,
        caption: ANALYTICS_UI.tables.campaigns,
        columns: [col(c.campaign), col(c.visitors, true), col(c.views, true), col(c.leads, true)],
        rows: report.campaigns.map((r) => [text(r.campaign), count(r.visitors), count(r.views), count(r.leads)]),
      }
    case "devices":
      return ranked(id, c.device, report.devices, deviceLabel)
  }
}

/** The CSV's rows: the header, then the cells' CSV values; the content table also carries the type and path. */
export function reportCsvRows(table: ReportTableData): (string | number)[][] {
  if (table.id === "content") {
    const header = [c.title, c.csvPath, ...table.columns.slice(1).map((h) => h.csvHeader)]
    return [header, ...table.rows.map(([title, ...rest]) => [title!.csv, title!.href ?? "", ...rest.map((cell) => cell.csv)])]
  }
  return [table.columns.map((h) => h.csvHeader), ...table.rows.map((row) => row.map((cell) => cell.csv))]
}

/** The query of a range as the screen's links carry it: a preset alone, a custom range with its days. */
export function rangeQuery(range: { preset: string; from: string; to: string }, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra)
  q.set("range", range.preset)
  if (range.preset === "custom") {
    q.set("from", range.from)
    q.set("to", range.to)
  }
  return q.toString()
}

/** "+25% vs last week", "Same as last week", or that last week had none (no percentage against zero). */
export function weekChange(thisWeek: number, lastWeek: number): { percent: number } | { noBaseline: true } {
  if (lastWeek === 0) return { noBaseline: true }
  return { percent: Math.round(((thisWeek - lastWeek) / lastWeek) * 100) }
}

/** The chart's points with their axis labels: "Jan 15" per day, "3 PM" per hour in the site's time zone. */
export function chartPoints(report: Pick<AnalyticsReport, "series" | "granularity">, timeZone: string): { label: string; views: number; visitors: number }[] {
  const format =
    report.granularity === "hour"
      ? new Intl.DateTimeFormat("en-US", { hour: "numeric", timeZone })
      : new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" })
  return report.series.map((p) => {
    const at = report.granularity === "hour" ? new Date(p.bucket) : new Date(`${p.bucket}T00:00:00Z`)
    return { label: Number.isNaN(at.getTime()) ? p.bucket : format.format(at), views: p.views, visitors: p.visitors }
  })
}

/** A day "YYYY-MM-DD" as "Jan 15, 2025". */
export function formatDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(at.getTime()) ? day : new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(at)
}
