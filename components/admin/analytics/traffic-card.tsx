import { ANALYTICS_UI } from "@/lib/copy/analytics"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { formatCount } from "./report-data"
import type { ChartPoint } from "./traffic-chart"
import { TrafficChartLoader } from "./traffic-chart-loader"

type TrafficCardProps = { points: ChartPoint[]; granularity: "hour" | "day"; totals: { visitors: number; views: number } }

/**
 * The chart of visitors and page views. Screen readers get a one-sentence summary and the numbers as a table
 * (both visually hidden); the drawing itself is hidden from them.
 */
export function TrafficCard({ points, granularity, totals }: TrafficCardProps) {
  const busiest = points.reduce<ChartPoint | null>((best, p) => (p.views > (best?.views ?? 0) ? p : best), null)
  const t = ANALYTICS_UI.chart
  return (
    <Card className="gap-3 py-4" role="region" aria-labelledby="analytics-chart-heading" data-testid="analytics-chart">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2 id="analytics-chart-heading">{t.heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        {totals.views === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{ANALYTICS_UI.empty}</p>
        ) : (
          <>
            <p className="sr-only" data-testid="analytics-chart-summary">
              {t.summary(granularity, totals.visitors, totals.views, busiest)}
            </p>
            <div aria-hidden className="min-h-[280px]">
              <TrafficChartLoader points={points} />
            </div>
            <Table className="sr-only">
              <TableCaption>{t.caption(granularity)}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{t.bucket(granularity)}</TableHead>
                  <TableHead scope="col">{t.visitors}</TableHead>
                  <TableHead scope="col">{t.views}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {points.map((p, i) => (
                  <TableRow key={i}>
                    <TableHead scope="row">{p.label}</TableHead>
                    <TableCell>{formatCount(p.visitors)}</TableCell>
                    <TableCell>{formatCount(p.views)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  )
}
