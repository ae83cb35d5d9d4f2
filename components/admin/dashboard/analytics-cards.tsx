import Link from "next/link"
import { ChartLine, Inbox, Trophy } from "lucide-react"

import { ANALYTICS_DASHBOARD } from "@/lib/copy/analytics"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

import { formatCount, weekChange } from "../analytics/report-data"

export type DashboardAnalytics = {
  visitorsThisWeek: number
  visitorsLastWeek: number
  leadsThisWeek: number
  topPost: { title: string; path: string; views: number } | null
}

function AnalyticsCard({ title, testId, icon, children }: { title: string; testId: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card className="gap-2" role="region" aria-label={title} data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          <h2>{title}</h2>
        </CardTitle>
        {icon}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

const iconClass = "size-4 text-muted-foreground"

/** Visitors this week (against last week), leads this week, the top post; dashes when the numbers failed to load. */
export function AnalyticsCards({ data }: { data: DashboardAnalytics | null }) {
  const t = ANALYTICS_DASHBOARD
  const change = data ? weekChange(data.visitorsThisWeek, data.visitorsLastWeek) : null
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="dashboard-analytics">
      <AnalyticsCard title={t.visitorsThisWeek} testId="stat-visitors-this-week" icon={<ChartLine aria-hidden className={iconClass} />}>
        <p className="font-display text-3xl font-semibold tabular-nums" data-testid="stat-value">
          {data ? formatCount(data.visitorsThisWeek) : "—"}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="stat-change">
          {!change ? t.unavailable : "noBaseline" in change ? t.noVisitorsLastWeek : t.change(change.percent)}
        </p>
      </AnalyticsCard>
      <AnalyticsCard title={t.leadsThisWeek} testId="stat-leads-this-week" icon={<Inbox aria-hidden className={iconClass} />}>
        <p className="font-display text-3xl font-semibold tabular-nums" data-testid="stat-value">
          {data ? formatCount(data.leadsThisWeek) : "—"}
        </p>
        <p className="text-sm text-muted-foreground">{data ? t.lastSevenDays : t.unavailable}</p>
      </AnalyticsCard>
      <AnalyticsCard title={t.topPostThisWeek} testId="stat-top-post-this-week" icon={<Trophy aria-hidden className={iconClass} />}>
        {data?.topPost ? (
          <>
            <p className="truncate font-medium" data-testid="stat-top-post-title">
              {data.topPost.path ? (
                <Link href={data.topPost.path} className="text-primary hover:underline">
                  {data.topPost.title}
                </Link>
              ) : (
                data.topPost.title
              )}
            </p>
            <p className="text-sm text-muted-foreground" data-testid="stat-top-post-views">
              {t.views(data.topPost.views)}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{data ? t.noTopPost : t.unavailable}</p>
        )}
        <p className="mt-2 text-sm">
          <Link href="/admin/analytics" className="text-primary hover:underline">
            {t.openAnalytics}
          </Link>
        </p>
      </AnalyticsCard>
    </div>
  )
}
