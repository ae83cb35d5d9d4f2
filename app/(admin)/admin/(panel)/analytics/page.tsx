import type { Metadata } from "next"

import { getNamedAnalyticsReport } from "@/lib/site/analytics/reports"
import { loadForScreen } from "@/lib/data/admin/load"
import { getAnalyticsSettings } from "@/lib/data/analytics"
import { requireContentAccess } from "@/lib/data/auth"
import { can } from "@/lib/domain/policy"
import { serverEnv } from "@/lib/server/env"
import { ANALYTICS_SETTINGS_UI, ANALYTICS_UI } from "@/lib/copy/analytics"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { AnalyticsSettingsForm } from "@/components/admin/analytics/analytics-settings-form"
import { AnalyticsPrivacyNote } from "@/components/admin/analytics/privacy-note"
import { RangePicker } from "@/components/admin/analytics/range-picker"
import { chartPoints, formatDay, rangeQuery, REPORT_TABLES, reportTable } from "@/components/admin/analytics/report-data"
import { ReportTable } from "@/components/admin/analytics/report-table"
import { AnalyticsTotals } from "@/components/admin/analytics/totals"
import { TrafficCard } from "@/components/admin/analytics/traffic-card"

import { deleteAnalyticsData, saveAnalyticsSettings } from "./actions"
import { rangeRefusal, reportQuery } from "./query"

export const metadata: Metadata = { title: ANALYTICS_UI.title }

const BASE = "/admin/analytics"

type Params = Record<string, string | string[] | undefined>

/** Admin → Analytics: the range in the URL, totals, the chart, six tables with CSV, and the counting settings. */
export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const query = reportQuery(await searchParams)
  const loaded = await loadForScreen("getAnalyticsReport", async () => {
    try {
      return { report: await getNamedAnalyticsReport(query), refused: null }
    } catch (error) {
      return { report: null, refused: rangeRefusal(error) }
    }
  })
  const settings = await loadForScreen("getAnalyticsSettings", async () => {
    const [user, values] = await Promise.all([requireContentAccess(), getAnalyticsSettings()])
    return { values, canEdit: can(user.role, "settings") }
  })

  const report = loaded.ok ? loaded.data.report : null
  const refused = loaded.ok ? loaded.data.refused : null
  return (
    <>
      <PageHeader title={ANALYTICS_UI.title} />
      {loaded.ok ? null : <LoadErrorToast description={ANALYTICS_UI.loadFailed} />}
      <div className="flex flex-col gap-6">
        <RangePicker
          basePath={BASE}
          preset={report?.preset ?? query.range ?? null}
          from={report?.range.from ?? query.from ?? ""}
          to={report?.range.to ?? query.to ?? ""}
          error={refused}
        />
        {report ? (
          <>
            <p className="-mt-2 text-sm text-muted-foreground" data-testid="analytics-showing">
              {ANALYTICS_UI.range.showing(formatDay(report.range.from), formatDay(report.range.to))}
            </p>
            <AnalyticsTotals totals={report.totals} />
            <TrafficCard points={chartPoints(report, serverEnv().SITE_TIME_ZONE)} granularity={report.granularity} totals={report.totals} />
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
              {REPORT_TABLES.map((id) => (
                <ReportTable
                  key={id}
                  table={reportTable(report, id)}
                  csvHref={`${BASE}/export?${rangeQuery({ preset: report.preset, ...report.range }, { table: id })}`}
                />
              ))}
            </div>
            <p className="text-xs text-muted-foreground">{ANALYTICS_UI.visitorsNote}</p>
          </>
        ) : null}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {settings.ok ? (
            <AnalyticsSettingsForm initial={settings.data.values} canEdit={settings.data.canEdit} save={saveAnalyticsSettings} clear={deleteAnalyticsData} />
          ) : (
            <LoadErrorToast description={ANALYTICS_SETTINGS_UI.loadFailed} />
          )}
          <AnalyticsPrivacyNote retentionDays={settings.ok ? settings.data.values.retentionDays : null} />
        </div>
      </div>
    </>
  )
}
