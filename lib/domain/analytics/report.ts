import type {
  AggregateRow,
  AnalyticsReport,
  CampaignReportRow,
  ContentRef,
  ContentReportRow,
  DayRange,
  LeadCounts,
  RankedRow,
  SeriesPoint,
  TopContent,
} from "./types"

/** How many rows each ranked table keeps (the CSV export carries the same rows). */
export const REPORT_ROWS = 500

/** Sums a dimension's rows over the range by value: views add up, and so do visitors (one hash per day). */
export function rank(rows: AggregateRow[], dimension: AggregateRow["dimension"]): RankedRow[] {
  const byValue = new Map<string, RankedRow>()
  for (const r of rows) {
    if (r.dimension !== dimension) continue
    const row = byValue.get(r.value) ?? { value: r.value, views: 0, visitors: 0 }
    row.views += r.views
    row.visitors += r.visitors
    byValue.set(r.value, row)
  }
  return [...byValue.values()].sort((a, b) => b.views - a.views || b.visitors - a.visitors || a.value.localeCompare(b.value)).slice(0, REPORT_ROWS)
}

/** Every bucket of the range with its totals, zeros included, so a chart shows quiet days as quiet. */
export function series(rows: AggregateRow[], buckets: string[]): SeriesPoint[] {
  const totals = new Map(rows.filter((r) => r.dimension === "total").map((r) => [r.bucket, r]))
  return buckets.map((bucket) => ({ bucket, views: totals.get(bucket)?.views ?? 0, visitors: totals.get(bucket)?.visitors ?? 0 }))
}

const rate = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : 0)

/** Views, visitors and leads per post and page; titles and paths are filled in by the caller's directory. */
export function contentRows(rows: AggregateRow[], leads: LeadCounts): ContentReportRow[] {
  const byKey = new Map<string, ContentReportRow>()
  const rowFor = (type: "post" | "page", id: string) => {
    const key = `${type}:${id}`
    let row = byKey.get(key)
    if (!row) byKey.set(key, (row = { type, id, path: "", title: "", views: 0, visitors: 0, leads: 0, leadRate: 0 }))
    return row
  }
  for (const r of rank(rows, "content")) {
    const sep = r.value.indexOf(":")
    const type = r.value.slice(0, sep)
    if (type !== "post" && type !== "page") continue
    const row = rowFor(type, r.value.slice(sep + 1))
    row.views = r.views
    row.visitors = r.visitors
  }
  for (const l of leads.byContent) rowFor(l.type, l.id).leads = l.leads
  return [...byKey.values()]
    .map((r) => ({ ...r, leadRate: rate(r.leads, r.visitors) }))
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.id.localeCompare(b.id))
}

export function campaignRows(rows: AggregateRow[], leads: LeadCounts): CampaignReportRow[] {
  const byName = new Map<string, CampaignReportRow>()
  for (const r of rank(rows, "campaign")) byName.set(r.value, { campaign: r.value, visitors: r.visitors, views: r.views, leads: 0 })
  for (const l of leads.byCampaign) {
    const row = byName.get(l.campaign) ?? { campaign: l.campaign, visitors: 0, views: 0, leads: 0 }
    row.leads = l.leads
    byName.set(l.campaign, row)
  }
  return [...byName.values()].sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.campaign.localeCompare(b.campaign))
}

/** The report of a range from its roll-up rows (daily, or hourly for one day) and lead counts. */
export function buildReport(input: {
  range: DayRange
  daily: AggregateRow[]
  hourly: AggregateRow[] | null
  buckets: string[]
  leads: LeadCounts
}): AnalyticsReport {
  const { range, daily, hourly, buckets, leads } = input
  const content = contentRows(daily, leads)
  const total = rank(daily, "total")[0]
  return {
    range,
    granularity: hourly ? "hour" : "day",
    totals: { visitors: total?.visitors ?? 0, views: total?.views ?? 0, leads: leads.total },
    series: series(hourly ?? daily, buckets),
    topPages: rank(daily, "path"),
    topPosts: content.filter((c) => c.type === "post"),
    content,
    referrers: rank(daily, "referrer"),
    sources: rank(daily, "source"),
    campaigns: campaignRows(daily, leads),
    devices: rank(daily, "device"),
  }
}

/** The most viewed post in a range's "content" rows (ties: more visitors, then the id), or null when none was read. */
export function topPost(rows: AggregateRow[]): TopContent | null {
  const top = rank(
    rows.filter((r) => r.value.startsWith("post:")),
    "content",
  )[0]
  return top ? { type: "post", id: top.value.slice("post:".length), path: "", title: "", views: top.views, visitors: top.visitors } : null
}

export type ContentDirectory = Map<string, { path: string; title: string }>

/** A post's or page's row with its title and path from a directory keyed "type:id"; a document that no longer exists says so. */
export function withTitle<R extends ContentRef & { path: string; title: string }>(row: R, directory: ContentDirectory): R {
  const known = directory.get(`${row.type}:${row.id}`)
  return known ? { ...row, ...known } : { ...row, title: row.title || `(removed ${row.type})` }
}

/** Fills in titles and paths from a directory keyed "type:id" (withTitle). */
export function withTitles(report: AnalyticsReport, directory: ContentDirectory): AnalyticsReport {
  const fill = (row: ContentReportRow) => withTitle(row, directory)
  return { ...report, topPosts: report.topPosts.map(fill), content: report.content.map(fill) }
}
