import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import "../../helpers/dom-polyfills"

import type { AnalyticsReport } from "@/lib/domain/analytics/types"
import { ANALYTICS_DASHBOARD, ANALYTICS_SETTINGS_UI, ANALYTICS_UI } from "@/lib/copy/analytics"
import { AnalyticsCards } from "@/components/admin/dashboard/analytics-cards"
import { AnalyticsSettingsForm } from "@/components/admin/analytics/analytics-settings-form"
import { RangePicker } from "@/components/admin/analytics/range-picker"
import { chartPoints, rangeQuery, reportCsvRows, reportTable } from "@/components/admin/analytics/report-data"
import { ReportTable } from "@/components/admin/analytics/report-table"
import { AnalyticsTotals } from "@/components/admin/analytics/totals"
import { TrafficCard } from "@/components/admin/analytics/traffic-card"

// The drawing itself (recharts) is loaded in the browser only; these tests read what assistive technology reads.
vi.mock("@/components/admin/analytics/traffic-chart-loader", () => ({ TrafficChartLoader: () => <div data-testid="chart-drawing" /> }))

const empty: AnalyticsReport = {
  range: { from: "2025-03-01", to: "2025-03-07" },
  granularity: "day",
  totals: { visitors: 0, views: 0, leads: 0 },
  series: [],
  topPages: [],
  topPosts: [],
  content: [],
  referrers: [],
  sources: [],
  campaigns: [],
  devices: [],
}

const report: AnalyticsReport = {
  ...empty,
  totals: { visitors: 40, views: 120, leads: 5 },
  series: [
    { bucket: "2025-03-01", views: 20, visitors: 10 },
    { bucket: "2025-03-02", views: 100, visitors: 30 },
  ],
  topPages: [
    { value: "/blog/hipaa-email", views: 70, visitors: 25 },
    { value: "/", views: 50, visitors: 15 },
  ],
  content: [
    { type: "post", id: "p1", path: "/blog/hipaa-email", title: "HIPAA-safe email", views: 70, visitors: 25, leads: 3, leadRate: 0.12 },
    { type: "page", id: "g1", path: "/about-us", title: "About us", views: 10, visitors: 8, leads: 0, leadRate: 0 },
  ],
  referrers: [
    { value: "", views: 80, visitors: 30 },
    { value: "https://www.google.com", views: 40, visitors: 10 },
  ],
  campaigns: [{ campaign: "spring", visitors: 12, views: 30, leads: 2 }],
  devices: [{ value: "mobile", views: 60, visitors: 22 }],
}

describe("Analytics report tables", () => {
  it("names each table by its caption, with column headers and a CSV link for the same range", () => {
    const href = `/admin/analytics/export?${rangeQuery({ preset: "custom", from: "2025-03-01", to: "2025-03-07" }, { table: "pages" })}`
    render(<ReportTable table={reportTable(report, "pages")} csvHref={href} />)
    const table = screen.getByRole("table", { name: ANALYTICS_UI.tables.pages })
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Page", "Visitors", "Views"])
    expect(within(table).getByRole("rowheader", { name: "/blog/hipaa-email" })).toBeTruthy()
    const link = screen.getByRole("link", { name: `Download CSV: ${ANALYTICS_UI.tables.pages}` })
    expect(link.getAttribute("href")).toBe("/admin/analytics/export?table=pages&range=custom&from=2025-03-01&to=2025-03-07")
    expect(link.hasAttribute("download")).toBe(true)
    expect(screen.getByRole("region", { name: ANALYTICS_UI.tables.pages })).toBeTruthy()
  })

  it("links posts and pages to their public paths with views, visitors, leads and the lead rate", () => {
    render(<ReportTable table={reportTable(report, "content")} csvHref="/x" />)
    const table = screen.getByRole("table", { name: ANALYTICS_UI.tables.content })
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Title", "Type", "Views", "Visitors", "Leads", "Lead rate"])
    expect(within(table).getByRole("link", { name: "HIPAA-safe email" }).getAttribute("href")).toBe("/blog/hipaa-email")
    const [, first] = within(table).getAllByRole("row")
    expect(within(first!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Post", "70", "25", "3", "12%"])
  })

  it("calls an empty referrer 'Direct / none' and names devices", () => {
    render(
      <>
        <ReportTable table={reportTable(report, "referrers")} csvHref="/x" />
        <ReportTable table={reportTable(report, "devices")} csvHref="/y" />
      </>,
    )
    expect(within(screen.getByRole("table", { name: "Referrers" })).getByRole("rowheader", { name: ANALYTICS_UI.direct })).toBeTruthy()
    expect(within(screen.getByRole("table", { name: "Devices" })).getByRole("rowheader", { name: "Mobile" })).toBeTruthy()
  })

  it("says 'No page views in this range yet' instead of an empty table, and keeps the CSV link", () => {
    render(<ReportTable table={reportTable(empty, "campaigns")} csvHref="/admin/analytics/export?table=campaigns&range=7" />)
    expect(screen.getByText(ANALYTICS_UI.empty)).toBeTruthy()
    expect(screen.queryByRole("table")).toBeNull()
    expect(screen.getByRole("link", { name: "Download CSV: Campaigns" })).toBeTruthy()
  })

  it("gives the CSV the same rows: header first, raw numbers, the content's path and the lead rate in percent", () => {
    expect(reportCsvRows(reportTable(report, "content"))).toEqual([
      ["Title", "Path", "Type", "Views", "Visitors", "Leads", "Lead rate (%)"],
      ["HIPAA-safe email", "/blog/hipaa-email", "Post", 70, 25, 3, 12],
      ["About us", "/about-us", "Page", 10, 8, 0, 0],
    ])
    expect(reportCsvRows(reportTable(report, "campaigns"))).toEqual([
      ["Campaign", "Visitors", "Views", "Leads"],
      ["spring", 12, 30, 2],
    ])
    expect(reportCsvRows(reportTable(report, "referrers"))[1]).toEqual(["Direct / none", 30, 80])
  })
})

describe("Analytics totals and chart", () => {
  it("reads the totals as text, lead rate included", () => {
    render(<AnalyticsTotals totals={report.totals} />)
    const totals = screen.getByRole("region", { name: ANALYTICS_UI.totals.heading })
    expect(within(totals).getByTestId("analytics-total-visitors").textContent).toBe("Visitors40")
    expect(within(totals).getByTestId("analytics-total-lead-rate").textContent).toContain("12.5%")
  })

  it("summarises the chart and gives its numbers as a table", () => {
    render(<TrafficCard points={chartPoints(report, "UTC")} granularity="day" totals={report.totals} />)
    expect(screen.getByTestId("analytics-chart-summary").textContent).toBe(
      "Chart of visitors and page views by day: 40 visitors and 120 page views in all; busiest day Mar 2 with 100 page views.",
    )
    const table = screen.getByRole("table", { name: "Visitors and page views by day" })
    expect(within(table).getByRole("rowheader", { name: "Mar 1" })).toBeTruthy()
  })

  it("labels hourly points in the site's time zone, and shows the empty state without views", () => {
    const hourly = chartPoints({ granularity: "hour", series: [{ bucket: "2025-03-01T15:00:00.000Z", views: 1, visitors: 1 }] }, "America/New_York")
    expect(hourly[0]!.label).toBe("10 AM")
    render(<TrafficCard points={[]} granularity="day" totals={{ visitors: 0, views: 0 }} />)
    expect(screen.getByText(ANALYTICS_UI.empty)).toBeTruthy()
    expect(screen.queryByTestId("chart-drawing")).toBeNull()
  })
})

describe("RangePicker", () => {
  it("offers the presets as links with the current one marked, and a custom range form", () => {
    render(<RangePicker basePath="/admin/analytics" preset="30" from="2025-02-06" to="2025-03-07" />)
    const nav = screen.getByRole("navigation", { name: ANALYTICS_UI.range.label })
    expect(within(nav).getByRole("link", { name: "Last 7 days" }).getAttribute("href")).toBe("/admin/analytics?range=7")
    expect(within(nav).getByRole("link", { name: "Last 30 days" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("group", { name: ANALYTICS_UI.range.custom })).toBeTruthy()
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2025-02-06")
    expect(screen.getByRole("button", { name: ANALYTICS_UI.range.apply })).toBeTruthy()
  })

  it("shows a refused custom range's message and marks its fields", () => {
    render(
      <RangePicker
        basePath="/admin/analytics"
        preset="custom"
        from="2025-03-09"
        to="2025-03-01"
        error={{ message: "The start date must be on or before the end date", fieldErrors: { from: ["The start date must be on or before the end date"] } }}
      />,
    )
    expect(screen.getByRole("alert").textContent).toContain("The start date must be on or before the end date")
    expect(screen.getByLabelText("From").getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByLabelText("To").getAttribute("aria-invalid")).toBeNull()
  })
})

describe("AnalyticsSettingsForm", () => {
  const initial = { enabled: true, retentionDays: 30 }

  it("lets the owner and admins save the switch and retention", async () => {
    const save = vi.fn().mockResolvedValue({ ok: true, data: { enabled: false, retentionDays: 14 } })
    render(<AnalyticsSettingsForm initial={initial} canEdit save={save} clear={vi.fn()} />)
    const box = screen.getByRole("checkbox", { name: ANALYTICS_SETTINGS_UI.count })
    expect(box.getAttribute("aria-checked")).toBe("true")
    fireEvent.click(box)
    fireEvent.change(screen.getByRole("spinbutton", { name: ANALYTICS_SETTINGS_UI.retention }), { target: { value: "14" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: ANALYTICS_SETTINGS_UI.save })))
    expect(save).toHaveBeenCalledWith({ enabled: false, retentionDays: "14" })
  })

  it("shows the retention's error under its field", async () => {
    const save = vi.fn().mockResolvedValue({ ok: false, error: "Keep raw views at least 1 day", fieldErrors: { retentionDays: ["Keep raw views at least 1 day"] } })
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    render(<AnalyticsSettingsForm initial={initial} canEdit save={save} clear={vi.fn()} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: ANALYTICS_SETTINGS_UI.save })))
    expect(screen.getByRole("alert").textContent).toBe("Keep raw views at least 1 day")
    expect(screen.getByRole("spinbutton", { name: ANALYTICS_SETTINGS_UI.retention }).getAttribute("aria-invalid")).toBe("true")
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it("shows editors the values read-only, without Save or Delete", () => {
    render(<AnalyticsSettingsForm initial={{ enabled: false, retentionDays: 45 }} canEdit={false} save={vi.fn()} clear={vi.fn()} />)
    expect(screen.getByText(ANALYTICS_SETTINGS_UI.readOnly)).toBeTruthy()
    const box = screen.getByRole("checkbox", { name: ANALYTICS_SETTINGS_UI.count })
    expect(box.getAttribute("aria-checked")).toBe("false")
    expect((box as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole("spinbutton", { name: ANALYTICS_SETTINGS_UI.retention }) as HTMLInputElement).value).toBe("45")
    expect(screen.queryByRole("button", { name: ANALYTICS_SETTINGS_UI.save })).toBeNull()
    expect(screen.queryByRole("button", { name: ANALYTICS_SETTINGS_UI.deleteAll })).toBeNull()
  })

  it("deletes all data only after the confirmation", async () => {
    const clear = vi.fn().mockResolvedValue({ ok: true, data: undefined })
    render(<AnalyticsSettingsForm initial={initial} canEdit save={vi.fn()} clear={clear} />)
    fireEvent.click(screen.getByRole("button", { name: ANALYTICS_SETTINGS_UI.deleteAll }))
    const dialog = await screen.findByRole("alertdialog", { name: ANALYTICS_SETTINGS_UI.deleteTitle })
    expect(clear).not.toHaveBeenCalled()
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: ANALYTICS_SETTINGS_UI.deleteConfirm })))
    expect(clear).toHaveBeenCalledOnce()
  })
})

describe("AnalyticsCards (dashboard)", () => {
  it("shows visitors with the change against last week, leads, and the top post", () => {
    render(
      <AnalyticsCards data={{ visitorsThisWeek: 125, visitorsLastWeek: 100, leadsThisWeek: 4, topPost: { title: "HIPAA-safe email", path: "/blog/hipaa-email", views: 70 } }} />,
    )
    const visitors = screen.getByRole("region", { name: ANALYTICS_DASHBOARD.visitorsThisWeek })
    expect(within(visitors).getByText("125")).toBeTruthy()
    expect(within(visitors).getByText("+25% vs last week")).toBeTruthy()
    expect(within(screen.getByRole("region", { name: ANALYTICS_DASHBOARD.leadsThisWeek })).getByText("4")).toBeTruthy()
    const top = screen.getByRole("region", { name: ANALYTICS_DASHBOARD.topPostThisWeek })
    expect(within(top).getByRole("link", { name: "HIPAA-safe email" }).getAttribute("href")).toBe("/blog/hipaa-email")
    expect(within(top).getByText("70 views")).toBeTruthy()
  })

  it("handles a week with no visitors before it, a drop, and a failed load", () => {
    const { rerender } = render(<AnalyticsCards data={{ visitorsThisWeek: 3, visitorsLastWeek: 0, leadsThisWeek: 0, topPost: null }} />)
    expect(screen.getByText(ANALYTICS_DASHBOARD.noVisitorsLastWeek)).toBeTruthy()
    expect(screen.getByText(ANALYTICS_DASHBOARD.noTopPost)).toBeTruthy()
    rerender(<AnalyticsCards data={{ visitorsThisWeek: 50, visitorsLastWeek: 100, leadsThisWeek: 0, topPost: null }} />)
    expect(screen.getByText("−50% vs last week")).toBeTruthy()
    rerender(<AnalyticsCards data={null} />)
    expect(screen.getAllByText("—")).toHaveLength(2)
  })
})
