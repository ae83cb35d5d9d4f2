import type { DsrRequest } from "@/lib/domain/privacy/types"
import { dsrOverdue } from "@/lib/domain/privacy/types"
import { PRIVACY } from "@/lib/copy/privacy"
import { Badge } from "@/components/ui/badge"

const t = PRIVACY.requests
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "")

/** The recorded requests: open ones first with their due dates (overdue marked), then the completed ones. */
export function PrivacyRequestList({ requests, now }: { requests: DsrRequest[]; now: number }) {
  return (
    <section className="max-w-4xl" aria-label={t.heading}>
      <h2 className="mb-2 font-semibold">{t.heading}</h2>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="dsr-requests">
          <thead>
            <tr>
              {Object.values(t.columns).map((c) => (
                <th key={c} className="py-1 pr-3 font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => {
              const overdue = dsrOverdue(r, now)
              return (
                <tr key={r.id} className="border-t" data-status={r.status} data-overdue={overdue ? "true" : undefined}>
                  <td className="py-1 pr-3">{t.kinds[r.kind]}</td>
                  <td className="py-1 pr-3">{day(r.received_at)}</td>
                  <td className="py-1 pr-3">{day(r.due_at)}</td>
                  <td className="py-1 pr-3">
                    {r.status === "open" ? <Badge variant={overdue ? "destructive" : "secondary"}>{overdue ? t.overdue : t.open}</Badge> : <Badge variant="outline">{t.completed}</Badge>}
                  </td>
                  <td className="py-1 pr-3">{r.outcome}</td>
                  <td className="py-1 pr-3">{r.actor_email}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
