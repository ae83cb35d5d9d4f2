import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { leadBlindIndex } from "@/lib/backend/sql/lead-crypto"
import { sqlOutbox } from "@/lib/backend/sql/outbox"
import { sqlSettings } from "@/lib/backend/sql/people"
import * as links from "@/lib/data/account-links"
import { listActivity } from "@/lib/data/activity"
import { updateLeadSettings } from "@/lib/data/lead-settings"
import * as leads from "@/lib/data/leads"
import { createMessage } from "@/lib/data/messages"
import { eraseSubject, exportSubject, findSubject, listPrivacyRequests } from "@/lib/data/privacy"
import * as team from "@/lib/data/team"
import { dsrOverdue } from "@/lib/domain/privacy/types"
import { resetServerEnv, serverEnv } from "@/lib/server/env"
import { deliverJob } from "@/lib/server/outbox/deliver"
import { deliverySettings } from "@/lib/server/outbox/settings"
import { createOutboxWorker } from "@/lib/server/outbox/worker"
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from "@/lib/server/webhook/sign"

import { startCrmSink } from "../../helpers/crm-sink"
import { MemoryJar, openHarness, pgliteFactory, postgresFactory, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"
import { outboxRows } from "../../helpers/lead-crypto"
import { startMailSink, type MailSink } from "../../helpers/mail-sink"
import { startWebhookReceiver } from "../../helpers/webhook-receiver"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const ADMIN = { email: "ana.admin@example.com", password: "admin passphrase 2026" }
const EDITOR = { email: "eddie@example.com", password: "editor passphrase 2026" }
const HOURS = { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00", targetMinutes: 60, editorsSeeAll: true }
const SECRET = "dsr-webhook-secret"
const TEAM = "team@agency.example"
const T0 = "2026-11-02T10:00:00.000Z"
const DAY = 86_400_000

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  resetServerEnv()
}

/** Data-subject requests through lib/data on one backend, with the real outbox worker delivering to real sinks. */
function describePrivacy(factory: DbFactory) {
  describe(`data-subject requests: ${factory.label}`, () => {
    let h: Harness
    let mail: MailSink
    let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>
    let crm: Awaited<ReturnType<typeof startCrmSink>>
    const owner = new MemoryJar()
    const admin = new MemoryJar()
    const editor = new MemoryJar()
    const worker = () => createOutboxWorker({ store: sqlOutbox(h.db), deliver: (job) => deliverJob(job, deliverySettings(serverEnv())), retryBaseMs: 60_000, log: { error() {}, warn() {} } })
    const newLead = async (name: string, email: string) =>
      (await h.as(null, () => createMessage({ name, email, message: `${name} asks about a new patient portal.`, utm: { utm_source: "newsletter" } }))).id
    const requestRows = () => h.db.query<Record<string, unknown>>("select * from dsr_requests order by seq")

    beforeAll(async () => {
      h = await openHarness(factory)
      mail = await startMailSink()
      hooks = await startWebhookReceiver()
      crm = await startCrmSink()
    }, 180_000)
    afterAll(async () => {
      setEnv({ TEST_CLOCK: undefined, SMTP_URL: undefined, NOTIFY_EMAILS: undefined, WEBHOOK_URL: undefined, WEBHOOK_SECRET: undefined, CRM_ALLOW_PRIVATE: undefined })
      await Promise.all([mail?.stop(), hooks?.close(), crm?.close()])
      await h?.close()
    })
    beforeEach(async () => {
      setEnv({ TEST_CLOCK: "1", SMTP_URL: mail.url, NOTIFY_EMAILS: TEAM, WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: SECRET, CRM_ALLOW_PRIVATE: "1" })
      await h.truncate()
      await h.db.exec("truncate site_settings, dsr_requests")
      hooks.received.length = 0
      hooks.status = 204
      crm.accepted.length = 0
      crm.refused.length = 0
      crm.state.status = 200
      await signUpAndIn(h, owner, OWNER)
      for (const [jar, who, role] of [[admin, ADMIN, "admin"], [editor, EDITOR, "editor"]] as const) {
        const invited = await h.as(owner, () => team.inviteMember({ email: who.email, role }))
        await h.as(jar, () => links.acceptInvitation(invited.link.slice(invited.link.lastIndexOf("/") + 1), who.password))
      }
      await h.as(owner, () => updateLeadSettings({ ...HOURS, crm: { kind: "webhook", url: `${crm.url}/leads` } }))
      await sqlSettings(h.db).set("testClock", T0)
    }, 120_000)

    /**
     * Dana's first lead reaches the team's inbox, the site's webhook and the CRM; her second is refused by both (the
     * webhook answers 500 and is left for a retry, the CRM refuses it for good); Otto's lead is someone else's.
     */
    async function twoLeadsOfDana() {
      const first = await newLead("Dana Whitfield", "dana@clinic.example")
      await h.as(owner, () => leads.addLeadNote(first, { body: "Called Dana, wants a quote." }))
      await worker().drain()
      hooks.status = 500
      crm.state.status = 422
      const second = await newLead("Dana W.", "  Dana@Clinic.EXAMPLE ")
      const other = await newLead("Otto Other", "otto@clinic.example")
      await worker().drain()
      hooks.status = 204
      crm.state.status = 200
      hooks.received.length = 0
      crm.accepted.length = 0
      return { first, second, other }
    }

    it("finds every lead of the address (any case and spacing) with its notes, consent, journey and every recipient with dates; opens a request without the address", async () => {
      const { first, second, other } = await twoLeadsOfDana()
      const found = await h.as(owner, () => findSubject({ email: "  DANA@clinic.example " }))
      expect(found.leads.map((l) => l.id)).toEqual([first, second])
      expect(found.leads[0]).toMatchObject({ name: "Dana Whitfield", email: "dana@clinic.example", journey: { utm: { utm_source: "newsletter" } } })
      expect(found.leads[0]!.notes.filter((n) => n.kind === "note").map((n) => [n.body, n.actor_email])).toEqual([["Called Dana, wants a quote.", OWNER.email]])
      expect(found.leads[0]).toHaveProperty("consent")
      const byChannel = (id: string) => found.recipients.filter((r) => r.lead_id === id).map((r) => [r.channel, r.to, r.status]).sort()
      expect(byChannel(first)).toEqual([
        ["crm", `${crm.url}/leads`, "sent"],
        ["email", TEAM, "sent"],
        ["webhook", hooks.url, "sent"],
      ])
      expect(byChannel(second)).toEqual([
        ["crm", `${crm.url}/leads`, "failed"],
        ["email", TEAM, "sent"],
        ["webhook", hooks.url, "pending"],
      ])
      for (const r of found.recipients) {
        expect(r.queued_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
        if (r.status === "sent") expect(r.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      }
      expect(found.recipients.some((r) => r.lead_id === other)).toBe(false)

      // The request: open, due 45 days after it was received, the address only as its blind index.
      expect(found.request).toMatchObject({ kind: "find", status: "open", received_at: T0, due_at: new Date(Date.parse(T0) + 45 * DAY).toISOString() })
      const rows = await requestRows()
      expect(rows).toHaveLength(1)
      expect(rows[0]!.subject_bidx).toBe(await leadBlindIndex(h.db, "email", "dana@clinic.example"))
      expect(JSON.stringify(rows).toLowerCase()).not.toContain("dana")
      const log = await h.as(owner, () => listActivity({ action: "lead_access" }))
      expect(log.rows.map((r) => r.action)).toContain("dsr_find")
      expect(JSON.stringify(log.rows).toLowerCase()).not.toContain("dana@")
    })

    it("keeps a lead's deliveries past the outbox's pruning, so the export still lists every recipient; a job of no lead, or of a deleted one, is pruned", async () => {
      const { first, other } = await twoLeadsOfDana()
      await sqlOutbox(h.db).enqueue([{ kind: "email", topic: "account", ref: null, payload: { to: ["someone@agency.example"], subject: "Welcome", text: "Hello" } }])
      await h.db.exec("update outbox set status = 'sent', sent_at = coalesce(sent_at, now()) where ref is null")
      await h.db.query("delete from messages where id = $1", [other])
      const before = (await h.db.query<{ n: number }>("select count(*)::int as n from outbox where ref = $1", [first]))[0]!.n
      expect(before).toBe(3)
      // Everything is now settled (the retries given up) and older than the 90 days the worker keeps delivery records.
      await h.db.exec("update outbox set status = 'failed' where status = 'pending'")
      await h.db.exec("update outbox set created_at = now() - interval '200 days'")
      const pruned = await sqlOutbox(h.db).prune(90)
      const left = await h.db.query<{ ref: string | null }>("select ref from outbox")
      expect(left.some((r) => r.ref === null || r.ref === other)).toBe(false)
      expect(pruned).toBeGreaterThanOrEqual(1)
      const found = await h.as(owner, () => findSubject({ email: "dana@clinic.example" }))
      expect(found.recipients.filter((r) => r.lead_id === first).map((r) => [r.channel, r.status]).sort()).toEqual([
        ["crm", "sent"],
        ["email", "sent"],
        ["webhook", "sent"],
      ])
    })

    it("exports JSON data with the recipients; an unknown address gives an empty export, not an error; the export completes the open request", async () => {
      const { first } = await twoLeadsOfDana()
      await h.as(owner, () => findSubject({ email: "dana@clinic.example", received: "2026-10-01" }))
      const report = await h.as(admin, () => exportSubject({ email: "dana@clinic.example" }, "json"))
      expect(report.leads).toHaveLength(2)
      expect(report.leads[0]!.recipients.map((r) => r.to).sort()).toEqual([`${crm.url}/leads`, hooks.url, TEAM].sort())
      expect(report.leads.find((l) => l.id === first)!.message).toBe("Dana Whitfield asks about a new patient portal.")

      const empty = await h.as(owner, () => exportSubject({ email: "nobody@nowhere.example" }, "csv"))
      expect(empty).toMatchObject({ leads: [], recipients: [] })

      const rows = await requestRows()
      expect(rows.map((r) => [r.kind, r.status, String(r.outcome)])).toEqual([
        ["export", "completed", "Exported 2 leads as JSON"],
        ["export", "completed", "Exported 0 leads as CSV"],
      ])
      // Received on the day given, due 45 days later.
      expect(new Date(String(rows[0]!.received_at)).toISOString()).toBe("2026-10-01T00:00:00.000Z")
      expect(new Date(String(rows[0]!.due_at)).toISOString()).toBe("2026-11-15T00:00:00.000Z")
      const actions = (await h.as(owner, () => listActivity({ action: "lead_access" }))).rows.map((r) => r.action)
      expect(actions.filter((a) => a === "dsr_export")).toHaveLength(2)
    })

    it("erases every lead of the address everywhere and sends a signed lead.deleted only to the webhook and CRM that received a lead", async () => {
      const { first, second, other } = await twoLeadsOfDana()
      const result = await h.as(owner, () => eraseSubject({ email: "dana@clinic.example" }))
      expect(result).toMatchObject({ leads: 2, events: 2, request: { kind: "erase", status: "completed" } })

      // Gone: the rows (journey and consent columns with them), the timeline, every outbox row naming them.
      expect((await h.db.query<{ id: string }>("select id::text as id from messages order by received_at")).map((r) => r.id)).toEqual([other])
      expect(await h.db.query("select 1 from lead_events where message_id = any($1::uuid[])", [[first, second]])).toEqual([])
      expect(await h.db.query("select 1 from outbox where ref = any($1::text[])", [[first, second]])).toEqual([])
      expect((await h.as(owner, () => leads.listLeads({}))).rows.map((r) => r.id)).toEqual([other])

      // The events: one per lead and destination that received it (the first lead's site webhook and CRM), none for the second.
      const queued = await outboxRows<{ topic: string; payload: { body: string; url?: string } }>(h.db, "select topic, payload from outbox where topic = 'lead-deleted' order by seq")
      expect(queued.map((j) => `${JSON.parse(j.payload.body).id} ${j.payload.url ?? "site"}`).sort()).toEqual([`${first} ${crm.url}/leads`, `${first} site`].sort())
      await worker().drain()
      expect(hooks.received).toHaveLength(1)
      const hook = hooks.received[0]!
      expect(JSON.parse(hook.body)).toMatchObject({ type: "lead.deleted", id: first, reason: "data_subject_request" })
      expect(verifyWebhookSignature(hook.body, SECRET, String(hook.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]))).toBe(true)
      expect(crm.accepted).toHaveLength(1)
      expect(crm.accepted[0]!.path).toBe("/leads")
      expect(JSON.parse(crm.accepted[0]!.body)).toMatchObject({ type: "lead.deleted", id: first })
      expect(verifyWebhookSignature(crm.accepted[0]!.body, SECRET, String(crm.accepted[0]!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]))).toBe(true)
      expect(hook.body.toLowerCase()).not.toContain("dana")

      // Found again: nothing. The request and the log keep no part of the address.
      expect((await h.as(owner, () => findSubject({ email: "dana@clinic.example" }))).leads).toEqual([])
      const rows = await requestRows()
      expect(rows[0]).toMatchObject({ kind: "erase", status: "completed", outcome: "Erased 2 leads; 2 lead.deleted events queued" })
      expect(JSON.stringify(rows).toLowerCase()).not.toContain("dana")
      const log = (await h.as(owner, () => listActivity({ action: "lead_access" }))).rows
      expect(log.map((r) => r.action)).toContain("dsr_erase")
      expect(JSON.stringify(log).toLowerCase()).not.toContain("dana")
    })

    it("refuses an editor in the data layer, and bad input in words, changing nothing", async () => {
      await twoLeadsOfDana()
      const calls: (() => Promise<unknown>)[] = [() => findSubject({ email: "dana@clinic.example" }), () => exportSubject({ email: "dana@clinic.example" }, "json"), () => eraseSubject({ email: "dana@clinic.example" }), () => listPrivacyRequests()]
      for (const call of calls) {
        const error = await rejection(h.as(editor, call))
        expect(error.code).toBe("forbidden")
        expect(error.message).toBe("Only the owner and admins can handle data-subject requests")
      }
      for (const bad of [{ email: "not-an-address" }, { email: "" }, {}, { email: 42 }, { email: "dana@clinic.example", received: "yesterday" }, { email: "dana@clinic.example", received: "2027-01-01" }, { email: "dana@clinic.example", received: "2026-02-30" }, { email: `${"a".repeat(400)}@clinic.example` }]) {
        const error = await rejection(h.as(owner, () => eraseSubject(bad)))
        expect(error.code).toBe("validation")
        expect(error.message).toMatch(/^Enter (a valid e-mail address|the day the request was received)/)
      }
      expect(await requestRows()).toEqual([])
      expect(await h.db.query("select 1 from messages")).toHaveLength(3)
      expect(await h.db.query("select 1 from outbox where topic = 'lead-deleted'")).toEqual([])
    })

    it("lists open requests first with their due dates; one past its due date is overdue", async () => {
      await h.as(owner, () => findSubject({ email: "late@clinic.example", received: "2026-09-01" }))
      await h.as(owner, () => findSubject({ email: "fresh@clinic.example" }))
      await h.as(owner, () => exportSubject({ email: "done@clinic.example" }, "json"))
      const { requests, now } = await h.as(admin, () => listPrivacyRequests())
      expect(requests.map((r) => [r.status, r.due_at.slice(0, 10), dsrOverdue(r, now)])).toEqual([
        ["open", "2026-10-16", true],
        ["open", "2026-12-17", false],
        ["completed", "2026-12-17", false],
      ])
    })
  })
}

describePrivacy(pgliteFactory)
const url = process.env.TEST_DATABASE_URL
if (url) describePrivacy(postgresFactory(url))
else describe.skip("data-subject requests: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
