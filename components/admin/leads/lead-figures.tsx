import { LEADS } from "@/lib/copy/leads"
import { formatDuration } from "@/lib/domain/leads/duration"
import type { LeadResponseFigures } from "@/lib/domain/leads/types"

const u = LEADS.ui

/** The response-time figures for 7, 30 and 90 days: the median time to first response and the share within the target. */
export function LeadFigures({ figures, targetMinutes }: { figures: LeadResponseFigures[]; targetMinutes: number }) {
  return (
    <section aria-label={u.figures} className="grid gap-3 sm:grid-cols-3" data-testid="lead-figures">
      {figures.map((f) => (
        <div key={f.days} className="rounded-xl border bg-background p-4" data-testid={`lead-figures-${f.days}`}>
          <h3 className="text-sm font-medium text-muted-foreground">{u.figuresPeriod(f.days)}</h3>
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt>{u.median}</dt>
              <dd className="font-semibold" data-testid="lead-median">
                {f.medianMs === null ? u.noFigure : formatDuration(f.medianMs)}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt>{u.withinTarget(targetMinutes)}</dt>
              <dd className="font-semibold" data-testid="lead-within-target">
                {f.onClock === 0 ? u.noFigure : `${Math.round((f.withinTarget / f.onClock) * 100)}%`}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-muted-foreground">{u.answeredOf(f.answered, f.leads)}</p>
        </div>
      ))}
    </section>
  )
}
