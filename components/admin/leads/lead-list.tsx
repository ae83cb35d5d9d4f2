"use client"

import Link from "next/link"
import { useState, useTransition } from "react"

import type { ActionResult } from "@/lib/data/result"
import { LEADS } from "@/lib/copy/leads"
import { formatDuration } from "@/lib/domain/leads/duration"
import type { LeadStatus } from "@/lib/domain/leads/types"
import { LEAD_STATUS_CHOICES } from "@/lib/domain/leads/types"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Label } from "@/components/ui/label"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { toastError, toastSuccess } from "../toasts"

export type LeadItem = {
  id: string
  name: string
  email: string
  status: LeadStatus | "spam"
  owner: string
  value: string | null
  source: string
  ageMs: number
  firstResponseMs: number | null
  overdue: boolean
}

const u = LEADS.ui

/** The lead list with a checkbox per row and the bulk actions: assign, set the status, archive. */
export function LeadList({ items, members, bulk }: { items: LeadItem[]; members: { id: string; email: string }[]; bulk: (input: unknown) => Promise<ActionResult<number>> }) {
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [action, setAction] = useState<"assign" | "status" | "archive">("assign")
  const [owner, setOwner] = useState("")
  const [status, setStatus] = useState<string>("contacted")
  const [error, setError] = useState<string | null>(null)
  const [pending, start] = useTransition()

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  function apply() {
    const ids = [...selected]
    const input = action === "assign" ? { action, ids, owner: owner || null } : action === "status" ? { action, ids, status } : { action, ids }
    start(async () => {
      const result = await bulk(input)
      if (!result.ok) {
        const message = Object.values(result.fieldErrors ?? {})[0]?.[0] ?? result.error
        setError(message)
        toastError(message)
        return
      }
      setError(null)
      setSelected(new Set())
      toastSuccess(u.bulkDone(result.data))
    })
  }

  if (items.length === 0) {
    return (
      <div className="rounded-xl border bg-background p-10 text-center">
        <p className="font-medium">{u.empty}</p>
        <p className="text-sm text-muted-foreground">{u.emptyHelp}</p>
      </div>
    )
  }

  return (
    <div className="space-y-3">
      {selected.size > 0 ? (
        <div className="flex flex-wrap items-end gap-3 rounded-lg border bg-muted/40 p-3" role="group" aria-label={u.bulkAction} data-testid="lead-bulk-bar">
          <span className="text-sm font-medium">{u.selected(selected.size)}</span>
          <div className="grid gap-1">
            <Label htmlFor="bulk-action">{u.bulkAction}</Label>
            <select id="bulk-action" className={INPUT_CLASS} value={action} onChange={(e) => setAction(e.target.value as typeof action)}>
              <option value="assign">{u.bulkAssign}</option>
              <option value="status">{u.bulkStatus}</option>
              <option value="archive">{u.bulkArchive}</option>
            </select>
          </div>
          {action === "assign" ? (
            <div className="grid gap-1">
              <Label htmlFor="bulk-owner">{u.owner}</Label>
              <select id="bulk-owner" className={INPUT_CLASS} value={owner} onChange={(e) => setOwner(e.target.value)}>
                <option value="">{LEADS.unassigned}</option>
                {members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.email}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {action === "status" ? (
            <div className="grid gap-1">
              <Label htmlFor="bulk-status">{u.status}</Label>
              <select id="bulk-status" className={INPUT_CLASS} value={status} onChange={(e) => setStatus(e.target.value)}>
                {LEAD_STATUS_CHOICES.map((s) => (
                  <option key={s} value={s}>
                    {LEADS.statuses[s]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <Button type="button" onClick={apply} disabled={pending}>
            {u.bulkApply}
          </Button>
          <FieldError>{error}</FieldError>
        </div>
      ) : null}
      <div className="rounded-xl border bg-background">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-8">
                <input
                  type="checkbox"
                  aria-label={u.selectAll}
                  checked={selected.size === items.length}
                  onChange={(e) => setSelected(e.target.checked ? new Set(items.map((i) => i.id)) : new Set())}
                />
              </TableHead>
              <TableHead>{u.columns.name}</TableHead>
              <TableHead>{u.columns.status}</TableHead>
              <TableHead>{u.columns.owner}</TableHead>
              <TableHead>{u.columns.value}</TableHead>
              <TableHead>{u.columns.source}</TableHead>
              <TableHead>{u.columns.age}</TableHead>
              <TableHead>{u.columns.firstResponse}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((lead) => (
              <TableRow key={lead.id} data-testid="lead-row">
                <TableCell>
                  <input type="checkbox" aria-label={u.select(lead.name)} checked={selected.has(lead.id)} onChange={(e) => toggle(lead.id, e.target.checked)} />
                </TableCell>
                <TableCell>
                  <Link href={`/admin/leads/${lead.id}`} className="font-medium text-primary hover:underline">
                    {lead.name}
                  </Link>
                  <div className="text-xs text-muted-foreground">{lead.email}</div>
                </TableCell>
                <TableCell>
                  <Badge variant="secondary">{LEADS.statuses[lead.status]}</Badge>
                </TableCell>
                <TableCell>{lead.owner || LEADS.unassigned}</TableCell>
                <TableCell>{lead.value ?? ""}</TableCell>
                <TableCell>{lead.source}</TableCell>
                <TableCell>{formatDuration(lead.ageMs)}</TableCell>
                <TableCell>
                  {lead.firstResponseMs !== null ? (
                    formatDuration(lead.firstResponseMs)
                  ) : lead.overdue ? (
                    <Badge variant="outline" className="border-red-400 text-red-800">
                      {u.overdue}
                    </Badge>
                  ) : (
                    <span className="text-muted-foreground">{u.notAnswered}</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  )
}
