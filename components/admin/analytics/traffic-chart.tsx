"use client"

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts"

import { ANALYTICS_UI } from "@/lib/copy/analytics"

export type ChartPoint = { label: string; views: number; visitors: number }

/**
 * Visitors and page views over the range (recharts, loaded in the admin only through TrafficChartLoader). The
 * drawing is hidden from assistive technology: the card around it carries a summary and the numbers as a table.
 */
export default function TrafficChart({ points }: { points: ChartPoint[] }) {
  return (
    <LineChart data={points} responsive style={{ width: "100%", height: 280 }} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12, fill: "var(--muted-foreground)" }} minTickGap={16} />
      <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12, fill: "var(--muted-foreground)" }} />
      <Tooltip />
      <Legend />
      <Line type="linear" dataKey="views" name={ANALYTICS_UI.chart.views} stroke="var(--primary)" strokeWidth={2} dot={false} isAnimationActive={false} />
      <Line type="linear" dataKey="visitors" name={ANALYTICS_UI.chart.visitors} stroke="var(--blush)" strokeWidth={2} dot={false} isAnimationActive={false} />
    </LineChart>
  )
}
