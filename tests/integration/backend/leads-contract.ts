import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { outboxRows } from "../../helpers/lead-crypto"

import { sqlLeads } from "@/lib/backend/sql/leads"
import { sqlOutbox } from "@/lib/backend/sql/outbox"
import { sqlSettings } from "@/lib/backend/sql/people"
import * as links from "@/lib/data/account-links"
import { listActivity } from "@/lib/data/activity"
import { sweepLeadReminders } from "@/lib/data/lead-sweep"
import { updateLeadSettings } from "@/lib/data/lead-settings"
import * as leads from "@/lib/data/leads"
import * as messages from "@/lib/data/messages"
import { createMessage } from "@/lib/data/messages"
import * as team from "@/lib/data/team"
import { SITE } from "@/lib/domain/site"
import { resetServerEnv, serverEnv } from "@/lib/server/env"
import { deliverJob } from "@/lib/server/outbox/deliver"
import { deliverySettings } from "@/lib/server/outbox/settings"
import { createOutboxWorker } from "@/lib/server/outbox/worker"

import { startCrmSink } from "../../helpers/crm-sink"
import { MemoryJar, openHarness, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"
import { startMailSink, type MailSink } from "../../helpers/mail-sink"

const PEOPLE = {
  owner: { email: "owner@example.com", password: "correct horse battery staple" },
  admin: { email: "ana.admin@example.com", password: "admin passphrase 2026" },
  editor: { email: "eddie@example.com", password: "editor passphrase 2026" },
}
type Who = keyof typeof PEOPLE

const HOURS = { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00", targetMinutes: 60, editorsSeeAll: false }
// 2026-11-28 is a Saturday: 22:00 in Berlin (UTC+1) is 21:00 UTC.
const SATURDAY_NIGHT = "2026-11-28T21:00:00.000Z"
const MONDAY_DUE = "2026-11-30T09:00:00.000Z" // Monday 10:00 in Berlin: one working hour after 09:00
const MONDAY_REMIND = "2026-11-30T08:45:00.000Z" // 45 working minutes in
// A Wednesday at 10:00 in Berlin.
const WEDNESDAY = "2026-12-02T09:00:00.000Z"

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  resetServerEnv()
}

/** The lead pipeline through lib/data on one backend: records, permissions, bad input, the clock, the sweeps, the CRM. */
export function describeLeadsContract(factory: DbFactory) {
  describe(`lead pipeline: ${factory.label}`, () => {
    let h: Harness
    let mail: MailSink
    const jars = {} as Record<Who, MemoryJar>
    const ids = {} as Record<Who, string>
    const as = <T>(who: Who, fn: () => Promise<T>) => h.as(jars[who], fn)
    const setClock = (at: string) => sqlSettings(h.db).set("testClock", at)
    const newLead = async (name = "Dana Whitfield", extra: Record<string, unknown> = {}) =>
      (await h.as(null, () => createMessage({ name, email: `${name.split(" ")[0]!.toLowerCase()}@clinic.example`, message: "We need a new website for our practice.", ...extra }))).id
    const lead = (id: string) => sqlLeads(h.db).get(id)
    const outboxJobs = () =>
      outboxRows<{ topic: string; ref: string; payload: Record<string, unknown>; status: string; attempts: number; last_error: string | null }>(h.db, "select topic, ref, payload, status, attempts, last_error from outbox where topic like 'lead-%' order by seq")
    const worker = () =>
      createOutboxWorker({ store: sqlOutbox(h.db), deliver: (job) => deliverJob(job, deliverySettings(serverEnv())), retryBaseMs: 1, log: { error() {}, warn() {} } })

    beforeAll(async () => {
      h = await openHarness(factory)
      mail = await startMailSink()
    }, 60_000)
    afterAll(async () => {
      setEnv({ TEST_CLOCK: undefined, SMTP_URL: undefined, CRM_ALLOW_PRIVATE: undefined, HUBSPOT_FORMS_URL: undefined, TEAM_EMAIL: undefined })
      await mail?.stop()
      await h?.close()
    })
    afterEach(() => setEnv({ SMTP_URL: undefined, CRM_ALLOW_PRIVATE: undefined, HUBSPOT_FORMS_URL: undefined, TEAM_EMAIL: undefined }))

    beforeEach(async () => {
      setEnv({ TEST_CLOCK: "1" })
      await h.truncate()
      await h.db.exec("truncate site_settings")
      mail.received.length = 0
      jars.owner = new MemoryJar()
      await signUpAndIn(h, jars.owner, PEOPLE.owner)
      for (const role of ["admin", "editor"] as const) {
        jars[role] = new MemoryJar()
        const created = await as("owner", () => team.inviteMember({ email: PEOPLE[role].email, role }))
        await h.as(jars[role], () => links.acceptInvitation(created.link.slice(created.link.lastIndexOf("/") + 1), PEOPLE[role].password))
      }
      const rows = await h.db.query<{ id: string; email: string }>("select id, email from users")
      for (const who of Object.keys(PEOPLE) as Who[]) ids[who] = rows.find((r) => r.email === PEOPLE[who].email)!.id
      await as("owner", () => updateLeadSettings(HOURS))
      await setClock(WEDNESDAY)
    }, 60_000)

    it("makes every message a New lead on the team's clock: one received on Saturday night is due on Monday morning", async () => {
      await setClock(SATURDAY_NIGHT)
      const id = await newLead()
      const row = await lead(id)
      expect(row).toMatchObject({ status: "new", owner_id: null, value: null, tags: [], received_at: SATURDAY_NIGHT, due_at: MONDAY_DUE, first_response_at: null })
      const [clock] = await h.db.query<{ remind_at: Date | string }>("select remind_at from messages where id = $1", [id])
      expect(new Date(clock!.remind_at).toISOString()).toBe(MONDAY_REMIND)
      const listed = await as("owner", () => leads.listLeads({}))
      expect(listed.rows.map((r) => [r.id, r.status])).toEqual([[id, "new"]])
      expect(leads.LEAD_VIEWS).toContain("overdue")
    })

    it("works a lead: assign, status out of New (the first response), value, tags, a note with an @mention e-mailed, a reply with the team's Reply-To", async () => {
      setEnv({ SMTP_URL: mail.url, TEAM_EMAIL: "team@lumorahealth.com" })
      const id = await newLead()
      await as("owner", () => leads.openLead(id))
      await setClock("2026-12-02T09:10:00.000Z")
      await as("owner", () => leads.updateLead(id, { owner: ids.editor, value: "1250.5", tags: ["implants", "Berlin"] }))
      await setClock("2026-12-02T09:20:00.000Z")
      await as("editor", () => leads.updateLead(id, { status: "contacted" }))
      await as("editor", () => leads.addLeadNote(id, { body: "Called them back. **Budget confirmed.** @ana.admin please send the proposal." }))
      await as("editor", () => leads.replyToLead(id, { subject: "Your website project", body: "Hello Dana, thank you for your message." }))

      const detail = await as("editor", () => leads.getLead(id))
      expect(detail.lead).toMatchObject({ owner_id: ids.editor, status: "contacted", value: "1250.50", tags: ["implants", "Berlin"], first_response_at: "2026-12-02T09:20:00.000Z" })
      expect(detail.lead.firstResponseMs).toBe(20 * 60_000)
      const kinds = detail.timeline.map((e) => e.kind)
      expect(kinds).toEqual(["received", "opened", "assigned", "value", "tags", "status", "note", "reply"])
      expect(detail.replies).toMatchObject([{ status: "pending", payload: { to: ["dana@clinic.example"] } }])
      const status = detail.timeline.find((e) => e.kind === "status")
      expect(status && "data" in status ? status.data : null).toEqual({ from: "new", to: "contacted" })

      await worker().drain()
      // The team's notification of the new message, the mention and the reply.
      const received = await mail.waitFor(3)
      const mention = received.find((m) => m.to.includes(PEOPLE.admin.email))!
      expect(mention.parsed.subject).toBe("eddie@example.com mentioned you on the lead Dana Whitfield")
      expect(mention.parsed.text).toContain("Budget confirmed.")
      const reply = received.find((m) => m.to.includes("dana@clinic.example"))!
      expect(reply.parsed.subject).toBe("Your website project")
      expect(reply.parsed.replyTo?.value[0]?.address).toBe("team@lumorahealth.com")
      expect(reply.parsed.text).toContain("thank you for your message")
    })

    it("refuses bad input in words and changes nothing: a 1 MB note, a value of abc or below 0, an owner who is not a member, a status outside the list", async () => {
      const id = await newLead()
      const before = await lead(id)
      const cases: [() => Promise<unknown>, string, string][] = [
        [() => leads.addLeadNote(id, { body: "x".repeat(1024 * 1024) }), "body", "A note must be at most 20,000 characters"],
        [() => leads.updateLead(id, { value: "abc", status: "won" }), "value", "Enter the value as an amount of 0 or more, such as 1250 or 1250.50"],
        [() => leads.updateLead(id, { value: -5 }), "value", "Enter the value as an amount of 0 or more, such as 1250 or 1250.50"],
        [() => leads.updateLead(id, { owner: "4b3c2a10-0000-4000-8000-000000000000", status: "won" }), "owner", "Choose an owner from the team's members"],
        [() => leads.updateLead(id, { status: "closed" }), "status", "Choose a status from the list: New, Contacted, Qualified, Won, Lost or Spam"],
        [() => leads.bulkUpdateLeads({ action: "assign", ids: [id], owner: "4b3c2a10-0000-4000-8000-000000000000" }), "owner", "Choose an owner from the team's members"],
      ]
      for (const [call, field, message] of cases) {
        const error = await rejection(as("owner", call))
        expect(error.code).toBe("validation")
        expect(error.fieldErrors?.[field]).toEqual([message])
      }
      expect(await lead(id)).toEqual(before)
      expect(await sqlLeads(h.db).events(id)).toEqual([])
    })

    it("does not offer a member with the Reviewer role as an owner or a recipient: assigning one is refused in words, an @mention of one sends nothing", async () => {
      const created = await as("owner", () => team.inviteMember({ email: "rita.reviewer@clinic.example", role: "reviewer" }))
      const reviewerJar = new MemoryJar()
      await h.as(reviewerJar, () => links.acceptInvitation(created.link.slice(created.link.lastIndexOf("/") + 1), "reviewer passphrase for leads 5521"))
      const [reviewer] = await h.db.query<{ id: string }>("select id from users where email = 'rita.reviewer@clinic.example'")
      const id = await newLead()
      const error = await rejection(as("owner", () => leads.updateLead(id, { owner: reviewer!.id })))
      expect(error.fieldErrors?.owner).toEqual(["Choose an owner from the team's members"])
      expect((await lead(id))?.owner_id ?? null).toBeNull()
      setEnv({ SMTP_URL: mail.url })
      await as("owner", () => leads.addLeadNote(id, { body: `@rita.reviewer@clinic.example and @${PEOPLE.editor.email} please look` }))
      const jobs = await outboxJobs()
      // The editor is told; the reviewer is not.
      const recipients = jobs.filter((j) => j.topic === "lead-mention").flatMap((j) => (j.payload as { to?: string[] }).to ?? [])
      expect(recipients).toEqual([PEOPLE.editor.email])
    })

    it("gives an editor the leads assigned to them only (all with the owner's setting); admins see everything", async () => {
      const mine = await newLead("Mia Mine")
      const other = await newLead("Otto Other")
      await as("admin", () => leads.updateLead(mine, { owner: ids.editor }))
      expect((await as("editor", () => leads.listLeads({}))).rows.map((r) => r.id)).toEqual([mine])
      expect((await as("admin", () => leads.listLeads({}))).total).toBe(2)
      expect((await rejection(as("editor", () => leads.getLead(other)))).message).toBe("Lead not found")
      expect((await rejection(as("editor", () => leads.updateLead(other, { status: "won" })))).code).toBe("not_found")
      // A bulk change that names one lead the editor may not see changes none of them.
      expect((await rejection(as("editor", () => leads.bulkUpdateLeads({ action: "status", ids: [mine, other], status: "qualified" })))).code).toBe("not_found")
      expect((await lead(mine))!.status).toBe("new")
      expect((await rejection(as("editor", () => leads.exportLeads({})))).message).toBe("Only the owner and admins can export leads")
      // As Supabase's row-level security: an editor keeps their lead, and cannot hand it to someone else's view.
      expect((await rejection(as("editor", () => leads.updateLead(mine, { owner: ids.admin })))).fieldErrors?.owner).toEqual(["You can assign a lead only to yourself; ask an admin to hand it to someone else"])
      expect((await lead(mine))!.owner_id).toBe(ids.editor)

      // The inbox is the same leads: an editor's shows, counts and opens only theirs.
      expect((await as("editor", () => messages.listMessages({}))).rows.map((r) => r.id)).toEqual([mine])
      expect(await as("editor", () => messages.countMessages())).toMatchObject({ inbox: 1, unread: 1 })
      expect((await rejection(as("editor", () => messages.getMessage(other)))).message).toBe("Message not found")
      expect((await rejection(as("editor", () => messages.deleteMessage(other)))).code).toBe("not_found")
      expect((await as("admin", () => messages.listMessages({}))).total).toBe(2)

      await as("owner", () => updateLeadSettings({ ...HOURS, editorsSeeAll: true }))
      expect((await as("editor", () => messages.listMessages({}))).total).toBe(2)
      expect((await as("editor", () => leads.listLeads({}))).total).toBe(2)
      await as("editor", () => leads.getLead(other))
    })

    it("filters and bulk-changes the list: mine, unassigned, new today, overdue, source, campaign, landing page, status; archive", async () => {
      await setClock("2026-12-01T09:00:00.000Z") // Tuesday 10:00 Berlin: due at 11:00
      const old = await newLead("Olga Old", { utm: { utm_source: "google", utm_campaign: "implants" } })
      await setClock(WEDNESDAY)
      const today = await newLead("Toni Today", { utm: { utm_source: "newsletter" } })
      await as("owner", () => leads.bulkUpdateLeads({ action: "assign", ids: [today], owner: ids.owner }))
      const view = async (q: Record<string, unknown>) => (await as("owner", () => leads.listLeads(q))).rows.map((r) => r.id)
      expect(await view({ view: "mine" })).toEqual([today])
      expect(await view({ view: "unassigned" })).toEqual([old])
      expect(await view({ view: "today" })).toEqual([today])
      expect(await view({ view: "overdue" })).toEqual([old])
      expect(await view({ source: "google" })).toEqual([old])
      expect(await view({ campaign: "implants" })).toEqual([old])
      expect(await view({ status: "new" })).toEqual([today, old])
      expect((await as("owner", () => leads.listLeads({ view: "overdue" }))).rows[0]!.overdue).toBe(true)
      await as("owner", () => leads.bulkUpdateLeads({ action: "status", ids: [old, today], status: "qualified" }))
      expect(await view({ status: "qualified" })).toEqual([today, old])
      await as("owner", () => leads.bulkUpdateLeads({ action: "archive", ids: [old] }))
      expect(await view({})).toEqual([today])
      expect(await view({ view: "archived" })).toEqual([old])
    })

    it("filters by the journey's landing page, the form's source and campaign together", async () => {
      const visit = (landing_path: string) => ({ visit: { landing_path, first_content: null, last_content: null, views: 2 } })
      const implants = await h.as(null, () => createMessage({ name: "Ina Implants", email: "ina@clinic.example", message: "Hello", utm: { utm_source: "google", utm_campaign: "implants" } }, visit("/services/seo")))
      const blog = await h.as(null, () => createMessage({ name: "Bea Blog", email: "bea@clinic.example", message: "Hello", utm: { utm_source: "google", utm_campaign: "brand" } }, visit("/blog")))
      await newLead("Nora Nojourney")
      const view = async (q: Record<string, unknown>) => (await as("owner", () => leads.listLeads(q))).rows.map((r) => r.name)
      expect(await view({ landing: "/services/seo" })).toEqual(["Ina Implants"])
      expect(await view({ landing: "/blog" })).toEqual(["Bea Blog"])
      expect(await view({ source: "google" })).toEqual(["Bea Blog", "Ina Implants"])
      expect(await view({ source: "google", campaign: "brand" })).toEqual(["Bea Blog"])
      expect(await view({ landing: "/blog", campaign: "implants" })).toEqual([])
      expect(await view({ landing: "/nowhere" })).toEqual([])
      expect([implants.id, blog.id]).toHaveLength(2)
    })

    it("keeps each member's saved views to that member: save (the same name replaces), apply, delete; bad names refused in words", async () => {
      const google = await newLead("Gina Google", { utm: { utm_source: "google" } })
      await newLead("Nils Newsletter", { utm: { utm_source: "newsletter" } })
      await as("owner", () => leads.updateLead(google, { owner: ids.editor }))
      // Unknown keys and a page number are dropped; the list's own rules check the rest.
      const saved = await as("owner", () => leads.saveLeadView({ name: "Google", query: "?source=google&page=3&evil=1" }))
      expect(saved).toEqual([{ name: "Google", query: "source=google" }])
      await as("owner", () => leads.saveLeadView({ name: "Unassigned new", query: "view=unassigned&status=new" }))
      await as("owner", () => leads.saveLeadView({ name: "Google", query: "source=google&status=new" }))
      expect(await as("owner", () => leads.listSavedLeadViews())).toEqual([
        { name: "Unassigned new", query: "view=unassigned&status=new" },
        { name: "Google", query: "status=new&source=google" },
      ])
      // Applying a view is listing with its query.
      const applied = await as("owner", () => leads.listLeads(Object.fromEntries(new URLSearchParams("source=google&status=new"))))
      expect(applied.rows.map((r) => r.name)).toEqual(["Gina Google"])
      expect((await as("owner", () => leads.getLeadScreen({}))).views.map((v) => v.name)).toEqual(["Unassigned new", "Google"])

      // Another member sees none of them, and their own views (even of the same name) leave the owner's alone.
      expect(await as("editor", () => leads.listSavedLeadViews())).toEqual([])
      expect((await as("editor", () => leads.getLeadScreen({}))).views).toEqual([])
      await as("editor", () => leads.saveLeadView({ name: "Google", query: "view=mine" }))
      await as("editor", () => leads.deleteLeadView("Unassigned new"))
      expect(await as("editor", () => leads.listSavedLeadViews())).toEqual([{ name: "Google", query: "view=mine" }])
      expect((await as("owner", () => leads.listSavedLeadViews())).map((v) => v.name)).toEqual(["Unassigned new", "Google"])

      await as("owner", () => leads.deleteLeadView("Google"))
      expect(await as("owner", () => leads.listSavedLeadViews())).toEqual([{ name: "Unassigned new", query: "view=unassigned&status=new" }])
      expect(await as("editor", () => leads.listSavedLeadViews())).toEqual([{ name: "Google", query: "view=mine" }])

      // Two members saving at the same moment both keep their view (one setting holds every member's views).
      await Promise.all([
        as("owner", () => leads.saveLeadView({ name: "Overdue", query: "view=overdue" })),
        as("editor", () => leads.saveLeadView({ name: "Today", query: "view=today" })),
        as("admin", () => leads.saveLeadView({ name: "Mine", query: "view=mine" })),
      ])
      expect((await as("owner", () => leads.listSavedLeadViews())).map((v) => v.name)).toEqual(["Unassigned new", "Overdue"])
      expect((await as("editor", () => leads.listSavedLeadViews())).map((v) => v.name)).toEqual(["Google", "Today"])
      expect((await as("admin", () => leads.listSavedLeadViews())).map((v) => v.name)).toEqual(["Mine"])
      await as("owner", () => leads.deleteLeadView("Overdue"))

      const bad: [unknown, string, string][] = [
        [{ name: "  ", query: "" }, "name", "Name the view"],
        [{ name: "x".repeat(61), query: "" }, "name", "A view's name must be at most 60 characters"],
        [{ name: "Odd", query: "view=everything" }, "view", "Unknown view"],
      ]
      for (const [input, field, message] of bad) {
        const error = await rejection(as("owner", () => leads.saveLeadView(input)))
        expect(error.code).toBe("validation")
        expect(error.fieldErrors?.[field]).toEqual([message])
      }
      expect((await as("owner", () => leads.listSavedLeadViews())).map((v) => v.name)).toEqual(["Unassigned new"])
    })

    it("shows the median time to first response and the share answered within the target for 7/30/90 days", async () => {
      // Three leads on Wednesday morning (Berlin), answered after 10, 30 and 120 minutes; one unanswered and overdue.
      const answered = [10, 30, 120]
      for (const [i, minutes] of answered.entries()) {
        await setClock(`2026-12-02T09:0${i}:00.000Z`)
        const id = await newLead(`Lead ${i}`)
        await setClock(new Date(Date.parse(`2026-12-02T09:0${i}:00.000Z`) + minutes * 60_000).toISOString())
        await as("owner", () => leads.updateLead(id, { status: "contacted" }))
      }
      await setClock("2026-12-02T09:05:00.000Z")
      await newLead("Nobody Answered")
      await setClock("2026-12-02T13:00:00.000Z")
      const figures = await as("owner", () => leads.leadResponseFigures())
      expect(figures.map((f) => f.days)).toEqual([7, 30, 90])
      expect(figures[0]).toEqual({ days: 7, leads: 4, answered: 3, medianMs: 30 * 60_000, withinTarget: 2, onClock: 4 })
    })

    it("sends one reminder and one escalation per lead with two sweepers at once, in working hours, never for spam or answered leads", async () => {
      setEnv({ SMTP_URL: mail.url })
      await setClock(SATURDAY_NIGHT)
      const waiting = await newLead("Wendy Waiting")
      const assigned = await newLead("Arno Assigned")
      await as("owner", () => leads.updateLead(assigned, { owner: ids.editor }))
      const answered = await newLead("Andy Answered")
      await as("owner", () => leads.updateLead(answered, { status: "contacted" }))
      await h.as(null, () => createMessage({ name: "Spam Bot", email: "bot@spam.example", message: "cheap pills", folder: "spam", spam_reason: "honeypot filled" }))
      const stores = () => ({ leads: sqlLeads(h.db), settings: sqlSettings(h.db) })
      const sweepTwice = () => Promise.all([sweepLeadReminders(stores(), { mail: true }), sweepLeadReminders(stores(), { mail: true })])

      // Sunday evening: nothing is due yet (no working time has passed).
      await setClock("2026-11-29T20:00:00.000Z")
      await sweepTwice()
      expect(await outboxJobs()).toEqual([])
      // Monday 09:50 Berlin: past the reminder time, before the due time.
      await setClock("2026-11-30T08:50:00.000Z")
      const first = await sweepTwice()
      expect(first[0].reminded + first[1].reminded).toBe(2)
      await sweepTwice()
      // Monday 10:30 Berlin: overdue.
      await setClock("2026-11-30T09:30:00.000Z")
      const second = await sweepTwice()
      expect(second[0].escalated + second[1].escalated).toBe(2)
      await sweepTwice()

      const jobs = await outboxJobs()
      const by = (topic: string) => jobs.filter((j) => j.topic === topic).map((j) => [j.ref, j.payload.to])
      expect(by("lead-reminder")).toEqual(
        expect.arrayContaining([
          [waiting, expect.arrayContaining([PEOPLE.owner.email, PEOPLE.admin.email, PEOPLE.editor.email])],
          [assigned, [PEOPLE.editor.email]],
        ]),
      )
      expect(by("lead-reminder")).toHaveLength(2)
      expect(by("lead-escalation")).toHaveLength(2)
      const escalatedTo = jobs.find((j) => j.topic === "lead-escalation" && j.ref === assigned)!.payload.to as string[]
      expect([...escalatedTo].sort()).toEqual([PEOPLE.admin.email, PEOPLE.editor.email, PEOPLE.owner.email].sort())
      await h.db.query("delete from outbox where topic not like 'lead-%'")
      await worker().drain()
      const received = await mail.waitFor(4)
      expect(received.map((m) => m.parsed.subject).sort()).toEqual([
        "Overdue: the lead Arno Assigned has not been answered",
        "Overdue: the lead Wendy Waiting has not been answered",
        "Reminder: the lead Arno Assigned is waiting for an answer",
        "Reminder: the lead Wendy Waiting is waiting for an answer",
      ])
      const timeline = (await as("owner", () => leads.getLead(waiting))).timeline.map((e) => e.kind)
      expect(timeline).toEqual(["received", "reminder", "escalation"])
    })

    describe("CRM hand-off", () => {
      it("refuses a CRM address that is not https or points at this machine or a private network, unless local testing is on", async () => {
        const crm = (url: string) => ({ ...HOURS, crm: { kind: "webhook", url } })
        const refusals: [string, string][] = [
          ["http://crm.example.com/hook", "Enter an https:// address"],
          ["https://127.0.0.1/hook", "The address points at this machine or a private network; only public https:// addresses are allowed"],
          ["https://10.0.0.8/hook", "The address points at this machine or a private network; only public https:// addresses are allowed"],
          ["https://[::1]/hook", "The address points at this machine or a private network; only public https:// addresses are allowed"],
          ["https://localhost/hook", "The address points at this machine or a private network; only public https:// addresses are allowed"],
          ["ftp://crm.example.com", "Enter an https:// address"],
        ]
        for (const [url, message] of refusals) {
          const error = await rejection(as("owner", () => updateLeadSettings(crm(url))))
          expect(error.fieldErrors?.url).toEqual([message])
        }
        const plain = await newLead()
        expect((await as("owner", () => leads.getLead(plain))).crm).toEqual([])
        expect((await rejection(as("admin", () => updateLeadSettings(crm("https://203.0.113.10/hook"))))).code).toBe("forbidden")
        setEnv({ CRM_ALLOW_PRIVATE: "1" })
        await as("owner", () => updateLeadSettings(crm("http://127.0.0.1:9/hook")))
      })

      it("hands every lead to a CRM that is down for an hour and comes back exactly once, keyed by the lead's id (HubSpot Forms v3)", async () => {
        const sink = await startCrmSink()
        try {
          setEnv({ HUBSPOT_FORMS_URL: sink.url })
          await as("owner", () => updateLeadSettings({ ...HOURS, crm: { kind: "hubspot", portalId: "123456", formGuid: "0b5a4c2e-1d3f-4e5a-9b8c-7d6e5f4a3b2c" } }))
          sink.state.down = true
          const a = await newLead("Dana Whitfield", { page_path: "/contact" })
          const b = await newLead("Ben Brooks")
          await h.as(null, () => createMessage({ name: "Spam Bot", email: "bot@spam.example", message: "x", folder: "spam", spam_reason: "honeypot filled" }))
          const w = worker()
          for (let i = 0; i < 3; i++) {
            await w.drain()
            await h.db.query("update outbox set next_attempt_at = now() where status = 'pending'")
          }
          expect(sink.accepted).toEqual([])
          expect(sink.refused.length).toBeGreaterThanOrEqual(6)
          const waiting = (await as("owner", () => leads.getLead(a))).crm
          expect(waiting).toMatchObject([{ status: "pending", last_error: "CRM answered 503: down for maintenance" }])

          sink.state.down = false
          await w.drain()
          await h.db.query("update outbox set next_attempt_at = now() where status = 'pending'")
          await w.drain()
          expect(sink.accepted.map((d) => d.headers["idempotency-key"]).sort()).toEqual([a, b].sort())
          const first = sink.accepted.find((d) => d.headers["idempotency-key"] === a)!
          expect(first.path).toBe("/submissions/v3/integration/submit/123456/0b5a4c2e-1d3f-4e5a-9b8c-7d6e5f4a3b2c")
          const body = JSON.parse(first.body)
          expect(body).toMatchObject({
            fields: expect.arrayContaining([
              { objectTypeId: "0-1", name: "email", value: "dana@clinic.example" },
              { objectTypeId: "0-1", name: "firstname", value: "Dana" },
              { objectTypeId: "0-1", name: "lastname", value: "Whitfield" },
            ]),
            context: { pageUri: new URL("/contact", SITE.url).toString(), pageName: "Website contact" },
            legalConsentOptions: { consent: { consentToProcess: true, communications: [] } },
          })
          expect((await as("owner", () => leads.getLead(a))).crm).toMatchObject([{ status: "sent" }])
          // Nothing is left to send: a later round delivers no copy.
          await h.db.query("update outbox set next_attempt_at = now()")
          await w.drain()
          expect(sink.accepted).toHaveLength(2)
        } finally {
          await sink.close()
        }
      })

      it("records a CRM's 4xx with its answer and does not retry it; a person replays it by hand (generic webhook with the owner's field map)", async () => {
        const sink = await startCrmSink()
        try {
          setEnv({ CRM_ALLOW_PRIVATE: "1" })
          await as("owner", () => updateLeadSettings({ ...HOURS, crm: { kind: "webhook", url: `${sink.url}/leads`, map: { email: "contact_email", name: "full_name", utm_source: "source" } } }))
          sink.state.status = 422
          sink.state.answer = '{"error":"email already exists"}'
          const id = await newLead("Dana Whitfield", { utm: { utm_source: "google" } })
          const w = worker()
          await w.drain()
          await h.db.query("update outbox set next_attempt_at = now()")
          await w.drain()
          expect(sink.refused).toHaveLength(1)
          const dead = (await as("owner", () => leads.getLead(id))).crm
          expect(dead).toMatchObject([{ status: "failed", attempts: 1, last_error: 'CRM answered 422: {"error":"email already exists"}' }])

          sink.state.status = 200
          await as("owner", () => leads.updateLead(id, { owner: ids.editor }))
          await as("editor", () => leads.replayCrm(id))
          await w.drain()
          expect(sink.accepted).toHaveLength(1)
          expect(JSON.parse(sink.accepted[0]!.body)).toEqual({ lead_id: id, contact_email: "dana@clinic.example", full_name: "Dana Whitfield", source: "google" })
          expect(sink.accepted[0]!.headers["idempotency-key"]).toBe(id)
          expect((await as("owner", () => leads.getLead(id))).crm).toMatchObject([{ status: "sent" }])
        } finally {
          await sink.close()
        }
      })
    })

    it("exports the current filter as CSV rows for the owner and admins, each export in the audit log with who and how many rows", async () => {
      await newLead("Olga Old", { utm: { utm_source: "google" } })
      await newLead("Toni Today")
      const exported = await as("admin", () => leads.exportLeads({ source: "google" }))
      expect(exported.rows.map((r) => r.name)).toEqual(["Olga Old"])
      const log = await as("owner", () => listActivity({ action: "lead_export" }))
      expect(log.rows).toMatchObject([{ actor_email: PEOPLE.admin.email, action: "lead_export", record_type: "lead", summary: "Exported 1 lead" }])
    })
  })
}
