import { ANALYTICS_UI } from "@/lib/copy/analytics"

import { formatCount, formatRate } from "./report-data"

type TotalsProps = { totals: { visitors: number; views: number; leads: number } }

/** Visitors, page views, leads and the lead rate of the range, as a description list (read as text). */
export function AnalyticsTotals({ totals }: TotalsProps) {
  const t = ANALYTICS_UI.totals
  const rate = totals.visitors > 0 ? totals.leads / totals.visitors : 0
  const items = [
    { key: "visitors", label: t.visitors, value: formatCount(totals.visitors) },
    { key: "views", label: t.views, value: formatCount(totals.views) },
    { key: "leads", label: t.leads, value: formatCount(totals.leads) },
    { key: "lead-rate", label: t.leadRate, value: formatRate(rate), help: t.leadRateHelp },
  ]
  return (
    <section aria-labelledby="analytics-totals-heading" data-testid="analytics-totals">
      <h2 id="analytics-totals-heading" className="sr-only">
        {t.heading}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm" data-testid={`analytics-total-${item.key}`}>
            <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
            <dd className="font-display text-3xl font-semibold tabular-nums">{item.value}</dd>
            {item.help ? <dd className="text-xs text-muted-foreground">{item.help}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  )
}
