import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { sqlLeads } from "@/lib/backend/sql/leads"
import { sqlSettings } from "@/lib/backend/sql/people"
import { listActivity } from "@/lib/data/activity"
import * as links from "@/lib/data/account-links"
import { getLeadRetention, sweepLeadRetention, updateLeadRetention } from "@/lib/data/lead-retention"
import { updateLeadSettings } from "@/lib/data/lead-settings"
import { sweepLeadReminders } from "@/lib/data/lead-sweep"
import * as leads from "@/lib/data/leads"
import { createMessage, listMessages, moveMessage } from "@/lib/data/messages"
import * as team from "@/lib/data/team"
import { minusMonths } from "@/lib/domain/leads/retention"
import { resetServerEnv } from "@/lib/server/env"

import { MemoryJar, openHarness, pgliteFactory, postgresFactory, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"
import { startMailSink, type MailSink } from "../../helpers/mail-sink"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const EDITOR = { email: "eddie@example.com", password: "editor passphrase 2026" }
const HOURS = { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00", targetMinutes: 60, editorsSeeAll: true }
// Received on 15 January 2024 at 11:00 in Berlin.
const T0 = "2024-01-15T10:00:00.000Z"
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()
const months = (iso: string, n: number) => new Date(minusMonths(Date.parse(iso), -n)).toISOString()
const DAY = 86_400_000

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  resetServerEnv()
}

function describeRetention(factory: DbFactory) {
  describe(`lead retention: ${factory.label}`, () => {
    let h: Harness
    let mail: MailSink
    const owner = new MemoryJar()
    const editor = new MemoryJar()
    const setClock = (at: string) => sqlSettings(h.db).set("testClock", at)
    /** One server's sweep: a store of its own, as each server's worker has. */
    const sweep = () => sweepLeadRetention({ leads: sqlLeads(h.db), settings: sqlSettings(h.db) })
    const newLead = async (name: string) =>
      (await h.as(null, () => createMessage({ name, email: `${name.split(" ")[0]!.toLowerCase()}@clinic.example`, message: "We need a new website for our practice." }))).id
    /** Which of `ids` are still stored, in the order given. */
    const present = async (ids: string[]) => {
      const stored = new Set((await h.db.query<{ id: string }>("select id::text as id from messages where id = any($1::uuid[])", [ids])).map((r) => r.id))
      return ids.filter((id) => stored.has(id))
    }
    const counts = async (id: string) => {
      const [row] = await h.db.query<{ events: number; jobs: number }>(
        "select (select count(*)::int from lead_events where message_id = $1::uuid) as events, (select count(*)::int from outbox where ref = $2) as jobs",
        [id, id],
      )
      return { events: Number(row!.events), jobs: Number(row!.jobs) }
    }
    const runEntries = async () => (await h.db.query<{ summary: string; actor_email: string }>("select summary, actor_email from audit_log where action = 'lead_retention' order by seq")).map((r) => r.summary)

    beforeAll(async () => {
      h = await openHarness(factory)
      mail = await startMailSink()
    }, 60_000)
    afterAll(async () => {
      setEnv({ TEST_CLOCK: undefined, SMTP_URL: undefined })
      await mail?.stop()
      await h?.close()
    })
    beforeEach(async () => {
      // SMTP on: every new message queues its notification e-mail in the outbox (ref: the message), not sent here.
      setEnv({ TEST_CLOCK: "1", SMTP_URL: mail.url })
      await h.truncate()
      await h.db.exec("truncate site_settings")
      await signUpAndIn(h, owner, OWNER)
      const invited = await h.as(owner, () => team.inviteMember({ email: EDITOR.email, role: "editor" }))
      await h.as(editor, () => links.acceptInvitation(invited.link.slice(invited.link.lastIndexOf("/") + 1), EDITOR.password))
      await h.as(owner, () => updateLeadSettings(HOURS))
      await setClock(T0)
    }, 60_000)

    it("erases a lead 24 months after its last activity, never on the cutoff itself; a note renews it; spam goes 30 days after receipt; with its timeline and outbox rows; once a day", async () => {
      const quiet = await newLead("Alma Quiet")
      const noted = await newLead("Bert Noted")
      expect(await counts(quiet)).toEqual({ events: 0, jobs: 1 })
      // A month later the response clock's sweep escalates both (automatic: no activity), and a note on Bert moves his
      // last activity to then.
      await setClock(months(T0, 1))
      expect(await sweepLeadReminders({ leads: sqlLeads(h.db), settings: sqlSettings(h.db) }, { mail: true })).toMatchObject({ escalated: 2 })
      await h.as(owner, () => leads.addLeadNote(noted, { body: "Called back, will decide next year." }))
      expect((await h.db.query<{ kind: string }>("select kind from lead_events where message_id = $1 order by at, seq", [quiet])).map((e) => e.kind)).toEqual(["reminder", "escalation"])
      // Spam received 23 months in.
      const spamAt = months(T0, 23)
      await setClock(spamAt)
      const spam = await newLead("Cleo Spam")
      await h.as(owner, () => moveMessage(spam, "spam"))

      // Exactly 24 months after Alma's receipt: on the cutoff, kept (the preview counts by the run's rule).
      const exactly = months(T0, 24)
      await setClock(exactly)
      expect((await h.as(owner, () => getLeadRetention())).next).toEqual({ day: "2026-01-15", leads: 0, spam: 1 })
      expect(await sweep()).toEqual({ leads: 0, spam: 1 })
      expect(await present([quiet, noted, spam])).toEqual([quiet, noted])
      // The day is done: the next run is tomorrow's, and it will take Alma.
      expect((await h.as(owner, () => getLeadRetention())).next).toEqual({ day: "2026-01-16", leads: 1, spam: 0 })
      // One millisecond later the same day: counted, but the day's run has happened on every server.
      await setClock(plus(exactly, 1))
      expect(await sqlLeads(h.db).retentionCount({ leads: new Date(minusMonths(Date.parse(plus(exactly, 1)), 24)).toISOString(), spam: plus(exactly, -30 * DAY) })).toEqual({ leads: 1, spam: 0 })
      expect(await sweep()).toBeNull()
      expect(await present([quiet, noted])).toEqual([quiet, noted])

      // The next day: Alma goes with her outbox row; Bert, noted a month later, stays.
      await setClock(plus(exactly, DAY))
      expect(await sweep()).toEqual({ leads: 1, spam: 0 })
      expect(await present([quiet, noted])).toEqual([noted])
      expect(await counts(quiet)).toEqual({ events: 0, jobs: 0 })
      // Exactly 24 months after Bert's note: kept; the day after, erased with his timeline and outbox rows.
      await setClock(months(T0, 25))
      expect(await sweep()).toEqual({ leads: 0, spam: 0 })
      expect(await present([noted])).toEqual([noted])
      await setClock(plus(months(T0, 25), DAY))
      expect(await sweep()).toEqual({ leads: 1, spam: 0 })
      expect(await present([noted])).toEqual([])
      expect(await counts(noted)).toEqual({ events: 0, jobs: 0 })
      // The log keeps counts only, one entry per run that happened (no name, no address, no id).
      expect(await runEntries()).toEqual(["Retention erased 1 lead (1 spam)", "Retention erased 1 lead (0 spam)", "Retention erased 0 leads (0 spam)", "Retention erased 1 lead (0 spam)"])
      expect(await h.db.query("select 1 from audit_log where action = 'lead_retention' and (record_id <> '' or actor_email <> '')")).toEqual([])
    })

    it("spam is erased 30 days after it was received, not a millisecond sooner", async () => {
      const spam = await newLead("Dora Spam")
      await h.as(owner, () => moveMessage(spam, "spam"))
      await setClock(plus(T0, 30 * DAY))
      expect(await sweep()).toEqual({ leads: 0, spam: 0 })
      expect(await present([spam])).toEqual([spam])
      await setClock(plus(T0, 31 * DAY))
      expect(await sweep()).toEqual({ leads: 0, spam: 1 })
      expect(await present([spam])).toEqual([])
    })

    it("two servers sweeping at once erase once: one run, one audit entry", async () => {
      const id = await newLead("Emil Twice")
      await setClock(months(T0, 30))
      const results = await Promise.all([sweep(), sweep(), sweep()])
      expect(results.filter((r) => r !== null)).toEqual([{ leads: 1, spam: 0 }])
      expect(await present([id])).toEqual([])
      expect(await runEntries()).toEqual(["Retention erased 1 lead (0 spam)"])
    })

    it("the owner sets 1 to 120 whole months; anything else is refused in words and nothing changes; an editor cannot", async () => {
      const id = await newLead("Fritz Short")
      await setClock(plus(months(T0, 6), DAY))
      expect((await h.as(owner, () => getLeadRetention())).months).toBe(24)
      for (const bad of [0, 121, 2.5, "twelve", null]) {
        const error = await rejection(h.as(owner, () => updateLeadRetention({ months: bad })))
        expect(error.code).toBe("validation")
        expect(error.message).toBe("Keep leads for 1 to 120 months (whole months)")
      }
      expect((await rejection(h.as(editor, () => updateLeadRetention({ months: 6 })))).code).toBe("forbidden")
      expect((await rejection(h.as(editor, () => getLeadRetention()))).code).toBe("forbidden")
      expect((await h.as(owner, () => getLeadRetention())).months).toBe(24)
      // Six months: the preview counts Fritz, and the run erases him.
      const saved = await h.as(owner, () => updateLeadRetention({ months: "6" }))
      expect(saved).toMatchObject({ months: 6, next: { leads: 1, spam: 0 } })
      expect(await sweep()).toEqual({ leads: 1, spam: 0 })
      expect(await present([id])).toEqual([])
    })

    it("the access log: opening a lead, exporting, searching by e-mail; Activity's 'Access to leads' lists them and data-subject actions", async () => {
      const id = await newLead("Gina Access")
      await h.as(owner, () => leads.getLead(id))
      await h.as(editor, () => leads.getLead(id))
      await h.as(owner, () => listMessages({ search: "gina@clinic.example" }))
      await h.as(owner, () => listMessages({ search: "website" }))
      await h.as(owner, () => leads.exportLeads({}))
      await h.db.query("insert into audit_log (actor_email, action, record_type) values ($1, 'dsr_export', 'lead')", [OWNER.email])
      const group = await h.as(owner, () => listActivity({ action: "lead_access" }))
      expect(group.rows.map((r) => [r.action, r.actor_email]).reverse()).toEqual([
        ["lead_view", OWNER.email],
        ["lead_view", EDITOR.email],
        ["lead_search_email", OWNER.email],
        ["lead_export", OWNER.email],
        ["dsr_export", OWNER.email],
      ])
      expect(group.rows.find((r) => r.action === "lead_view")).toMatchObject({ record_type: "lead", record_id: id })
      // Nothing of the search's address is kept.
      expect(group.rows.find((r) => r.action === "lead_search_email")!.summary).not.toContain("gina")
      expect((await h.as(owner, () => listActivity({ action: "lead_view" }))).rows).toHaveLength(2)
      expect((await rejection(h.as(owner, () => listActivity({ action: "lead_everything" })))).code).toBe("validation")
    })
  })
}

describeRetention(pgliteFactory)
const url = process.env.TEST_DATABASE_URL
if (url) describeRetention(postgresFactory(url))
else describe.skip("lead retention: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
