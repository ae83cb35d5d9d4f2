import type { Metadata } from "next"
import Link from "next/link"
import { ArrowLeft } from "lucide-react"

import { loadForScreen } from "@/lib/data/admin/load"
import { getLead, type TimelineEntry } from "@/lib/data/leads"
import { LEADS } from "@/lib/copy/leads"
import { CONSENT_ADMIN } from "@/lib/copy/consent"
import { localeInfo } from "@/lib/domain/i18n"
import { formatDuration } from "@/lib/domain/leads/duration"
import { formatInZone } from "@/lib/domain/schedule/time-zone"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { LeadFields, NoteForm, OpenLead, ReplayCrmButton, ReplyForm } from "@/components/admin/leads/lead-editor"
import { DetailRow as Row } from "@/components/admin/detail-row"
import { LoadFailed } from "@/components/admin/load-failed"
import { PageHeader } from "@/components/admin/page-header"
import { RenderedMarkdown } from "@/components/admin/rendered-markdown"

import { addNote, markLeadOpened, replayLeadCrm, saveLead, sendReply } from "../actions"

export const metadata: Metadata = { title: LEADS.title }

const u = LEADS.ui

function describe(entry: TimelineEntry, emailOf: (id: unknown) => string): string {
  if (entry.kind === "received") return u.received
  if (entry.kind === "delivery") {
    const job = entry.job
    const state = job.status === "sent" ? LEADS.crm.sent : job.status === "failed" ? LEADS.crm.failed : LEADS.crm.queued
    return `${LEADS.events.crm}: ${state}${job.last_error ? ` (${job.last_error})` : ""}`
  }
  const data = entry.data
  if (entry.kind === "status") return `${LEADS.events.status}: ${LEADS.statuses[data.from as "new"] ?? data.from} → ${LEADS.statuses[data.to as "new"] ?? data.to}`
  if (entry.kind === "assigned") return `${LEADS.events.assigned}: ${data.owner_email ? String(data.owner_email) : emailOf(data.owner_id) || LEADS.unassigned}`
  if (entry.kind === "value") return `${LEADS.events.value}: ${data.to ?? "—"}`
  if (entry.kind === "tags") return `${LEADS.events.tags}: ${Array.isArray(data.to) ? data.to.join(", ") : ""}`
  if (entry.kind === "reply") return `${LEADS.events.reply}: ${String(data.subject ?? "")}`
  if (entry.kind === "reminder" || entry.kind === "escalation") return `${LEADS.events[entry.kind]}${Array.isArray(data.to) && data.to.length ? ` (${data.to.join(", ")})` : ""}`
  return LEADS.events[entry.kind]
}

export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const loaded = await loadForScreen("getLead", () => getLead(id))
  if (!loaded.ok) return <LoadFailed title={LEADS.title} listHref="/admin/leads" message={u.loadLeadFailed} backLabel={u.backToLeads} />
  const { lead, timeline, members, crm, mail, replyTo, timeZone } = loaded.data
  const emails = new Map(members.map((m) => [m.id, m.email]))
  const emailOf = (v: unknown) => (typeof v === "string" ? (emails.get(v) ?? "") : "")
  const at = (iso: string) => formatInZone(iso, timeZone)
  const shownStatus = lead.folder === "spam" ? "spam" : lead.status
  return (
    <>
      <OpenLead id={lead.id} open={markLeadOpened} />
      <PageHeader title={lead.undecryptable ? LEADS.undecryptable : lead.name} crumbs={[{ label: LEADS.title, href: "/admin/leads" }]} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href="/admin/leads">
            <ArrowLeft aria-hidden />
            {u.backToLeads}
          </Link>
        </Button>
        <Badge variant="secondary" data-testid="lead-status">
          {LEADS.statuses[shownStatus]}
        </Badge>
        <Badge variant="outline">{u.kind[lead.kind] ?? lead.kind}</Badge>
        {lead.overdue ? (
          <Badge variant="outline" className="border-red-400 text-red-800">
            {u.overdue}
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <section className="space-y-4 rounded-xl border bg-background p-6 shadow-sm">
            <dl className="space-y-2">
              <Row label={u.email}>{lead.email}</Row>
              <Row label={u.received}>{at(lead.received_at)}</Row>
              <Row label={u.age}>
                <span data-testid="lead-age">{formatDuration(lead.ageMs)}</span>
              </Row>
              <Row label={u.firstResponse}>
                <span data-testid="lead-first-response">{lead.firstResponseMs === null ? u.notAnswered : formatDuration(lead.firstResponseMs)}</span>
              </Row>
              {lead.due_at ? <Row label={u.due}>{at(lead.due_at)}</Row> : null}
            </dl>
            <div>
              <h2 className="mb-1 font-semibold">{u.message}</h2>
              <p className="text-sm break-words whitespace-pre-wrap" data-testid="lead-message">
                {lead.message}
              </p>
            </div>
          </section>
          <section className="rounded-xl border bg-background p-6 shadow-sm">
            <LeadFields lead={{ id: lead.id, status: shownStatus, owner_id: lead.owner_id, value: lead.value, tags: lead.tags }} members={members} save={saveLead} />
          </section>
          <section className="space-y-6 rounded-xl border bg-background p-6 shadow-sm">
            <NoteForm id={lead.id} add={addNote} />
            {mail ? (
              <div>
                <h2 className="mb-2 font-semibold">{u.reply}</h2>
                <ReplyForm id={lead.id} to={lead.email} replyTo={replyTo} subject={LEADS.mail.replySubject} send={sendReply} />
              </div>
            ) : null}
          </section>
        </div>
        <aside className="space-y-6">
          <section className="rounded-xl border bg-background p-4 shadow-sm" data-testid="lead-consent">
            <h2 className="mb-2 font-semibold">{CONSENT_ADMIN.title}</h2>
            {lead.consent ? (
              <>
                <dl className="space-y-1 text-sm">
                  <Row label={CONSENT_ADMIN.form[lead.consent.form]}>
                    <span data-testid="lead-consent-version">{CONSENT_ADMIN.version(lead.consent.version)}</span>
                  </Row>
                  <Row label={CONSENT_ADMIN.given}>{at(lead.consent.at)}</Row>
                  <Row label={CONSENT_ADMIN.page}>{lead.page_path || "—"}</Row>
                  <Row label={CONSENT_ADMIN.language}>{localeInfo(lead.locale).label}</Row>
                  <Row label={CONSENT_ADMIN.marketing}>
                    <span data-testid="lead-consent-marketing">{lead.consent.marketing ? CONSENT_ADMIN.yes : CONSENT_ADMIN.no}</span>
                  </Row>
                </dl>
                <h3 className="mt-3 text-sm font-medium">{CONSENT_ADMIN.wording}</h3>
                <p className="mt-1 text-xs break-words whitespace-pre-wrap text-muted-foreground" data-testid="lead-consent-text">
                  {lead.consent.text}
                </p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{CONSENT_ADMIN.none}</p>
            )}
          </section>
          <section className="rounded-xl border bg-background p-4 shadow-sm" data-testid="lead-crm">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 className="font-semibold">{u.crm}</h2>
              {crm.length ? <ReplayCrmButton id={lead.id} replay={replayLeadCrm} /> : null}
            </div>
            {crm.length === 0 ? (
              <p className="text-sm text-muted-foreground">{u.crmNone}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {crm.map((job) => (
                  <li key={job.id}>
                    {job.status === "sent" ? LEADS.crm.sent : job.status === "failed" ? LEADS.crm.failed : LEADS.crm.queued}
                    {job.last_error ? <span className="block text-xs text-muted-foreground">{job.last_error}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="rounded-xl border bg-background p-4 shadow-sm">
            <h2 className="mb-2 font-semibold">{u.timeline}</h2>
            <ol className="space-y-3" data-testid="lead-timeline">
              {timeline.map((entry, i) => (
                <li key={i} className="border-l-2 pl-3 text-sm" data-kind={entry.kind}>
                  <div className="font-medium">{describe(entry, emailOf)}</div>
                  <div className="text-xs text-muted-foreground">
                    {at(entry.at)}
                    {"actor_email" in entry && entry.actor_email ? ` · ${entry.actor_email}` : ""}
                  </div>
                  {entry.kind === "note" || entry.kind === "reply" ? (
                    <div className="prose-sm mt-1">
                      <RenderedMarkdown source={entry.body} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </>
  )
}
