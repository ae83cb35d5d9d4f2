import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { ACTIVITY_PAGE_SIZE, listActivity, listActivityActors } from "@/lib/data/activity"
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, LEAD_ACCESS_FILTER } from "@/lib/data/audit"
import { requireMember } from "@/lib/data/auth"
import { can } from "@/lib/domain/policy"
import { serverEnv } from "@/lib/server/env"
import { ACTIVITY_UI } from "@/lib/copy/team"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Label } from "@/components/ui/label"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { formatDateTime } from "@/components/admin/format"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { Pagination } from "@/components/admin/pagination"

export const metadata: Metadata = { title: ACTIVITY_UI.title }

type Params = Record<string, string | string[] | undefined>
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "")

function query(filters: { member: string; action: string; record: string }, page?: number): string {
  const q = new URLSearchParams()
  if (filters.member) q.set("member", filters.member)
  if (filters.action) q.set("action", filters.action)
  if (filters.record) q.set("record", filters.record)
  if (page && page > 1) q.set("page", String(page))
  const s = q.toString()
  return s ? `?${s}` : ""
}

const actionLabel = (a: string) => (ACTIVITY_UI.actions as Record<string, string>)[a] ?? a
const recordLabel = (t: string) => (ACTIVITY_UI.recordTypes as Record<string, string>)[t] ?? t

/** The audit log, newest first, with filters in the URL; the owner also gets Export CSV. */
export default async function ActivityPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams
  const filters = { member: one(params.member), action: one(params.action), record: one(params.record) }
  const page = Math.max(1, Math.min(100_000, Number.parseInt(one(params.page), 10) || 1))
  const me = await requireMember()
  const loaded = await loadForScreen("listActivity", async () => {
    const [list, actors] = await Promise.all([
      listActivity({ actor: filters.member, action: filters.action, recordType: filters.record, page }),
      listActivityActors(),
    ])
    return { list, actors }
  })
  const rows = loaded.ok ? loaded.data.list.rows : []
  const total = loaded.ok ? loaded.data.list.total : 0
  return (
    <>
      <PageHeader
        title={ACTIVITY_UI.title}
        actions={
          can(me.role, "audit_export") ? (
            <Button asChild variant="outline">
              <a href={`/admin/activity/export${query(filters)}`} download>
                {ACTIVITY_UI.exportCsv}
              </a>
            </Button>
          ) : null
        }
      />
      {loaded.ok ? null : <LoadErrorToast description="Failed to load activity" />}
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="space-y-1">
            <Label htmlFor="activity-member">{ACTIVITY_UI.member}</Label>
            <select id="activity-member" name="member" defaultValue={filters.member} className={INPUT_CLASS}>
              <option value="">{ACTIVITY_UI.allMembers}</option>
              {(loaded.ok ? loaded.data.actors : []).map((email) => (
                <option key={email} value={email}>
                  {email}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="activity-action">{ACTIVITY_UI.action}</Label>
            <select id="activity-action" name="action" defaultValue={filters.action} className={INPUT_CLASS}>
              <option value="">{ACTIVITY_UI.allActions}</option>
              <option value={LEAD_ACCESS_FILTER}>{ACTIVITY_UI.leadAccess}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {actionLabel(a)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="activity-record">{ACTIVITY_UI.record}</Label>
            <select id="activity-record" name="record" defaultValue={filters.record} className={INPUT_CLASS}>
              <option value="">{ACTIVITY_UI.allRecords}</option>
              {AUDIT_RECORD_TYPES.map((t) => (
                <option key={t} value={t}>
                  {recordLabel(t)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            {ACTIVITY_UI.filter}
          </Button>
        </form>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{ACTIVITY_UI.empty}</p>
        ) : (
          <Table aria-label={ACTIVITY_UI.title}>
            <TableHeader>
              <TableRow>
                <TableHead>{ACTIVITY_UI.when}</TableHead>
                <TableHead>{ACTIVITY_UI.member}</TableHead>
                <TableHead>{ACTIVITY_UI.action}</TableHead>
                <TableHead>{ACTIVITY_UI.record}</TableHead>
                <TableHead>{ACTIVITY_UI.details}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid="activity-row">
                  <TableCell className="whitespace-nowrap">{formatDateTime(r.at)}</TableCell>
                  <TableCell>{r.actor_email || "—"}</TableCell>
                  <TableCell>{actionLabel(r.action)}</TableCell>
                  <TableCell>{r.record_type ? recordLabel(r.record_type) : "—"}</TableCell>
                  <TableCell className="max-w-[24rem] truncate" title={r.summary}>
                    {r.summary}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {total > 0 ? (
          <Pagination
            basePath="/admin/activity"
            state={{ page }}
            total={total}
            pageSize={ACTIVITY_PAGE_SIZE}
            noun="entries"
            hrefFor={(p) => `/admin/activity${query(filters, p)}`}
          />
        ) : null}
        <p className="text-xs text-muted-foreground">{ACTIVITY_UI.retention(serverEnv().AUDIT_RETENTION_DAYS)}</p>
      </Card>
    </>
  )
}
