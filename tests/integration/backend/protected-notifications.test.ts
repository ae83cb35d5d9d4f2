import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { sqlOutbox } from "@/lib/backend/sql/outbox"
import { sqlSettings } from "@/lib/backend/sql/people"
import * as links from "@/lib/data/account-links"
import { sqlLeads } from "@/lib/backend/sql/leads"
import { sweepLeadReminders } from "@/lib/data/lead-sweep"
import { addLeadNote } from "@/lib/data/leads"
import { createMessage } from "@/lib/data/messages"
import { getNotificationModes, openLeadData, updateNotificationModes } from "@/lib/data/protected-notifications"
import * as team from "@/lib/data/team"
import { resetServerEnv } from "@/lib/server/env"
import { isEmailMessage } from "@/lib/server/mail/types"

import { MemoryJar, openHarness, pgliteFactory, postgresFactory, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const ADMIN = { email: "ada@example.com", password: "admin passphrase 2026" }
const EDITOR = { email: "eddie@example.com", password: "editor passphrase 2026" }
const T0 = "2026-12-02T10:00:00.000Z"
const DAY = 86_400_000

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  resetServerEnv()
}

const CANARY = { name: "Canary Quill", email: "canary.quill.7731@patient.example", phone: "+1 555 0173 9931", message: "Canary-7731 implant pain since Tuesday" }
const canaryInput = () => ({
  name: CANARY.name,
  email: CANARY.email,
  message: `${CANARY.message}. Call ${CANARY.phone}.`,
  page_path: "/contact",
  utm: { utm_source: "google", utm_campaign: "spring-implants" },
})
const leaks = (text: string) => [CANARY.name, CANARY.email, CANARY.phone, "Canary-7731"].filter((c) => text.includes(c))

function describeProtected(factory: DbFactory) {
  describe(`protected notifications: ${factory.label}`, () => {
    let h: Harness
    const owner = new MemoryJar()
    const admin = new MemoryJar()
    const editor = new MemoryJar()
    const setClock = (at: string) => sqlSettings(h.db).set("testClock", at)
    const jobsOf = (id: string) => sqlOutbox(h.db).listByRefs([id])

    beforeAll(async () => {
      h = await openHarness(factory)
    }, 60_000)
    afterAll(async () => {
      setEnv({ TEST_CLOCK: undefined, SMTP_URL: undefined, WEBHOOK_URL: undefined, NOTIFY_EMAILS: undefined })
      await h?.close()
    })
    beforeEach(async () => {
      // Nothing is sent here: the jobs wait in the outbox, where the test reads what each would send.
      setEnv({ TEST_CLOCK: "1", SMTP_URL: "smtp://127.0.0.1:9", WEBHOOK_URL: "https://hooks.example/lead", NOTIFY_EMAILS: "team@clinic.example" })
      await h.truncate()
      await h.db.exec("truncate site_settings")
      await signUpAndIn(h, owner, OWNER)
      for (const [jar, who, role] of [[admin, ADMIN, "admin"], [editor, EDITOR, "editor"]] as const) {
        const invited = await h.as(owner, () => team.inviteMember({ email: who.email, role }))
        await h.as(jar, () => links.acceptInvitation(invited.link.slice(invited.link.lastIndexOf("/") + 1), who.password))
      }
      await setClock(T0)
    }, 60_000)

    it("the modes are the owner's and admins' only, checked in the data layer; full details are the default", async () => {
      expect(await h.as(owner, () => getNotificationModes())).toEqual({ email: "full", webhook: "full" })
      expect((await rejection(h.as(editor, () => getNotificationModes()))).code).toBe("forbidden")
      expect((await rejection(h.as(editor, () => updateNotificationModes({ email: "protected", webhook: "protected" })))).code).toBe("forbidden")
      expect((await rejection(h.as(null, () => updateNotificationModes({ email: "protected", webhook: "protected" })))).code).toBe("unauthorized")
      expect(await h.as(owner, () => getNotificationModes())).toEqual({ email: "full", webhook: "full" })
      expect(await h.as(admin, () => updateNotificationModes({ email: "protected", webhook: "full" }))).toEqual({ email: "protected", webhook: "full" })
      expect(await h.as(owner, () => getNotificationModes())).toEqual({ email: "protected", webhook: "full" })
      expect((await rejection(h.as(owner, () => updateNotificationModes({ email: "secret", webhook: "full" })))).code).toBe("validation")
    })

    it("full details (the default): the e-mail names the visitor, Reply-To them; the webhook carries the message", async () => {
      const row = await h.as(null, () => createMessage(canaryInput()))
      const jobs = await jobsOf(row.id)
      const email = jobs.find((j) => j.kind === "email")!.payload
      expect(isEmailMessage(email) && email.replyTo).toEqual({ name: CANARY.name, address: CANARY.email })
      expect(JSON.parse(String(jobs.find((j) => j.kind === "webhook")!.payload.body))).toMatchObject({ name: CANARY.name, email: CANARY.email })
    })

    it("protected: no canary in the outbox's jobs (nor in its stored rows); the signed link opens the lead in full, logged; forged 403, expired 410", async () => {
      await h.as(owner, () => updateNotificationModes({ email: "protected", webhook: "protected" }))
      const row = await h.as(null, () => createMessage(canaryInput()))
      const jobs = await jobsOf(row.id)
      expect(jobs.map((j) => j.kind).sort()).toEqual(["email", "webhook"])
      expect(leaks(JSON.stringify(jobs))).toEqual([])
      // Stored sealed, as every outbox payload: no plain text of the job in the table either.
      const stored = await h.db.query<{ payload: unknown }>("select payload from outbox where ref = $1", [row.id])
      expect(stored.every((r) => Object.keys(r.payload as object).join() === "sealed")).toBe(true)

      const email = jobs.find((j) => j.kind === "email")!.payload
      if (!isEmailMessage(email)) throw new Error("not an e-mail")
      expect(email.replyTo).toBeUndefined()
      expect(email.to).toEqual(["team@clinic.example"])
      expect(email.text).toMatch(new RegExp(`^New lead from /contact \\(campaign spring-implants\\) — open it in the admin: https?://\\S+/admin/leads/${row.id}$`))

      const body = JSON.parse(String(jobs.find((j) => j.kind === "webhook")!.payload.body)) as { id: string; type: string; source: unknown; data_url: string; data_url_expires_at: string }
      expect(Object.keys(body).sort()).toEqual(["data_url", "data_url_expires_at", "id", "source", "type"])
      expect(body).toMatchObject({ id: row.id, type: "contact.message", source: { landing_path: "/contact", campaign: "spring-implants" } })
      expect(body.data_url_expires_at).toBe(new Date(Date.parse(T0) + 7 * DAY).toISOString())

      const url = new URL(body.data_url)
      const open = (search: URLSearchParams, id = row.id) => h.as(null, () => openLeadData(id, search))
      const opened = await open(url.searchParams)
      if (!opened.ok) throw new Error(`refused: ${opened.status}`)
      expect(JSON.parse(opened.body)).toMatchObject({ id: row.id, name: CANARY.name, email: CANARY.email, message: `${CANARY.message}. Call ${CANARY.phone}.` })
      const logged = await h.db.query<{ action: string; record_id: string; actor_id: string | null; actor_email: string }>("select action, record_id, actor_id, actor_email from audit_log where action = 'lead_link_fetch'")
      expect(logged).toEqual([{ action: "lead_link_fetch", record_id: row.id, actor_id: null, actor_email: "webhook receiver (signed link)" }])

      // Forged: another signature, or this one on another lead or a later expiry.
      const forged = new URLSearchParams(url.searchParams)
      forged.set("s", "f".repeat(64))
      expect(await open(forged)).toMatchObject({ ok: false, status: 403 })
      expect(await open(url.searchParams, "00000000-0000-4000-8000-000000000000")).toMatchObject({ ok: false, status: 403 })
      const later = new URLSearchParams(url.searchParams)
      later.set("e", String(Number(later.get("e")) + 1))
      expect(await open(later)).toMatchObject({ ok: false, status: 403 })
      // Malformed input: 400, never a throw.
      expect(await open(new URLSearchParams("e=tomorrow&s=abc"))).toMatchObject({ ok: false, status: 400 })
      expect(await open(url.searchParams, "../../etc")).toMatchObject({ ok: false, status: 400 })

      // The test clock: a millisecond before the expiry it opens; at the expiry it is gone (410), forged stays 403.
      await setClock(new Date(Date.parse(T0) + 7 * DAY - 1).toISOString())
      expect((await open(url.searchParams)).ok).toBe(true)
      await setClock(new Date(Date.parse(T0) + 7 * DAY).toISOString())
      expect(await open(url.searchParams)).toMatchObject({ ok: false, status: 410 })
      expect(await open(forged)).toMatchObject({ ok: false, status: 403 })
      // Only the two fetches that opened the lead are in the access log.
      expect((await h.db.query("select 1 from audit_log where action = 'lead_link_fetch'")).length).toBe(2)
    })

    it("protected team e-mail: a mention, the reminder and the escalation name where the lead came from, not the lead", async () => {
      await h.as(owner, () => updateNotificationModes({ email: "protected", webhook: "full" }))
      const row = await h.as(null, () => createMessage(canaryInput()))
      await h.as(owner, () => addLeadNote(row.id, { body: `@eddie please call ${CANARY.name} back` }))
      // Days later the response clock's sweep reminds and escalates.
      await setClock(new Date(Date.parse(T0) + 3 * DAY).toISOString())
      expect(await sweepLeadReminders({ leads: sqlLeads(h.db), settings: sqlSettings(h.db) }, { mail: true })).toMatchObject({ reminded: 1, escalated: 1 })
      const team = (await jobsOf(row.id)).filter((j) => j.kind === "email" && j.topic.startsWith("lead-"))
      expect(team.map((j) => j.topic).sort()).toEqual(["lead-escalation", "lead-mention", "lead-reminder"])
      expect(leaks(JSON.stringify(team))).toEqual([])
      const subjects = team.map((j) => (isEmailMessage(j.payload) ? j.payload.subject : "")).sort()
      expect(subjects).toEqual([
        "Overdue: the lead from /contact (campaign spring-implants) has not been answered",
        "Reminder: the lead from /contact (campaign spring-implants) is waiting for an answer",
        "owner@example.com mentioned you on the lead from /contact (campaign spring-implants)",
      ])
    })
  })
}

describeProtected(pgliteFactory)
const url = process.env.TEST_DATABASE_URL
if (url) describeProtected(postgresFactory(url))
else describe.skip("protected notifications: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
