import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { outboxRows } from "../../helpers/lead-crypto"

import { sqlOutbox } from "@/lib/backend/sql/outbox"
import type { OutboxStore } from "@/lib/backend/types"
import * as messages from "@/lib/data/messages"
import { resetServerEnv, serverEnv } from "@/lib/server/env"
import { closeMailTransport } from "@/lib/server/mail/sender"
import { deliverJob } from "@/lib/server/outbox/deliver"
import { deliverySettings } from "@/lib/server/outbox/settings"
import { createOutboxWorker, type OutboxWorker } from "@/lib/server/outbox/worker"
import { verifyWebhookSignature } from "@/lib/server/webhook/sign"

import { MemoryJar, openHarness, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"
import { startMailSink, type MailSink } from "../../helpers/mail-sink"
import { startWebhookReceiver } from "../../helpers/webhook-receiver"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const SECRET = "whsec-test-0123456789"

/**
 * The notifications outbox on a real database, delivered by the real worker to a real SMTP server (smtp-server)
 * and a real HTTP receiver: queued with the message in one transaction, retried with backoff, never lost.
 */
export function describeOutboxContract(factory: DbFactory) {
  describe(`notifications outbox: ${factory.label}`, () => {
    let h: Harness
    let admin: MemoryJar
    let sink: MailSink
    let hook: Awaited<ReturnType<typeof startWebhookReceiver>>
    let store: OutboxStore
    let worker: OutboxWorker

    const setEnv = (vars: Record<string, string | undefined>) => {
      for (const [k, v] of Object.entries(vars)) {
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      }
      resetServerEnv()
    }
    const notificationsOn = () => setEnv({ SMTP_URL: sink.url, WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET, NOTIFY_EMAILS: undefined })
    const makeWorker = (retryBaseMs = 100) =>
      createOutboxWorker({ store, deliver: (job) => deliverJob(job, deliverySettings(serverEnv())), retryBaseMs, pollMs: 50, log: { error() {}, warn() {} } })
    const send = (over: Record<string, unknown> = {}) =>
      h.as(null, () => messages.createMessage({ name: "Dr. Ada <b>Lovelace</b>", email: "ada@clinic.example", message: "Hi & <script>alert(1)</script>", ...over }))
    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const jobs = () => h.db.query<{ kind: string; status: string; attempts: number; last_error: string | null }>("select kind, status, attempts, last_error from outbox order by seq")

    beforeAll(async () => {
      h = await openHarness(factory)
      store = sqlOutbox(h.db)
      sink = await startMailSink()
      hook = await startWebhookReceiver()
    }, 60_000)
    afterAll(async () => {
      await worker?.stop()
      closeMailTransport()
      await sink?.stop()
      await hook?.close()
      setEnv({ SMTP_URL: undefined, WEBHOOK_URL: undefined, WEBHOOK_SECRET: undefined, NOTIFY_EMAILS: undefined })
      await h?.close()
    })
    beforeEach(async () => {
      await worker?.stop()
      await h.truncate()
      sink.received.length = 0
      hook.received.length = 0
      hook.status = 204
      admin = new MemoryJar()
      await signUpAndIn(h, admin, OWNER)
      notificationsOn()
    })

    it("with nothing configured nothing is queued, and the admin is told notifications are off", async () => {
      setEnv({ SMTP_URL: undefined, WEBHOOK_URL: undefined })
      await send()
      expect(await jobs()).toEqual([])
      const status = await asAdmin(() => messages.getNotificationStatus())
      expect(status).toMatchObject({ supported: true, email: { on: false }, webhook: { on: false } })
    })

    it("queues an e-mail to the owner (NOTIFY_EMAILS unset) and a webhook call with the message, none for spam", async () => {
      const row = await send()
      await send({ folder: "spam", spam_reason: "honeypot filled" })
      const queued = await outboxRows<{ kind: string; ref: string; payload: { to?: string[] } }>(h.db, "select kind, ref, payload from outbox order by seq")
      expect(queued.map((j) => [j.kind, j.ref])).toEqual([
        ["email", row.id],
        ["webhook", row.id],
      ])
      expect(queued[0]!.payload.to).toEqual([OWNER.email])
      setEnv({ NOTIFY_EMAILS: "a@agency.example, b@agency.example" })
      await send()
      expect((await outboxRows<{ payload: { to: string[] } }>(h.db, "select payload from outbox where kind = 'email' order by seq desc limit 1"))[0]!.payload.to).toEqual([
        "a@agency.example",
        "b@agency.example",
      ])
    })

    it("stores the message and its notifications in one transaction: a job that cannot be queued stores no message", async () => {
      const bad = { kind: "fax", topic: "contact-message", ref: null, payload: {} } as unknown as Parameters<typeof store.enqueue>[0][number]
      const { sqlMessages } = await import("@/lib/backend/sql/messages")
      const row = { id: crypto.randomUUID(), name: "A", email: "a@x.example", message: "m", folder: "inbox", spam_reason: "", possible_spam: false, page_path: "", referrer_origin: "", utm: {} } as const
      await expect(sqlMessages(h.db).create(row, [bad])).rejects.toThrow()
      expect(await h.db.query("select id from messages")).toEqual([])
      expect(await jobs()).toEqual([])
    })

    it("delivers by SMTP (Reply-To the visitor, escaped HTML, a text part, a link to the admin) and to the signed webhook", async () => {
      const row = await send({ page_path: "/services/seo", referrer_origin: "https://www.google.com", utm: { utm_source: "google", utm_campaign: "implants" } })
      worker = makeWorker()
      worker.start()
      const [mail] = await sink.waitFor(1)
      const parsed = mail!.parsed
      expect(mail!.to).toEqual([OWNER.email])
      expect(parsed.replyTo?.value).toEqual([{ name: "Dr. Ada <b>Lovelace</b>", address: "ada@clinic.example" }])
      expect(parsed.subject).toBe("New message from Dr. Ada <b>Lovelace</b>")
      expect(parsed.text).toContain("Hi & <script>alert(1)</script>")
      expect(parsed.text).toContain("Page: /services/seo")
      expect(parsed.text).toContain("utm_source=google, utm_campaign=implants")
      expect(parsed.text).toContain(`/admin/messages/${row.id}`)
      const html = String(parsed.html)
      expect(html).toContain("Hi &amp; &lt;script&gt;alert(1)&lt;/script&gt;")
      expect(html).toContain("Dr. Ada &lt;b&gt;Lovelace&lt;/b&gt;")
      expect(html).not.toContain("<script>")
      expect(html).not.toContain("<b>Lovelace")
      await expect.poll(() => hook.received.length).toBe(1)
      const call = hook.received[0]!
      expect(verifyWebhookSignature(call.body, SECRET, String(call.headers["x-webhook-signature"]))).toBe(true)
      expect(verifyWebhookSignature(call.body, "another-secret", String(call.headers["x-webhook-signature"]))).toBe(false)
      expect(JSON.parse(call.body)).toMatchObject({
        type: "contact.message",
        id: row.id,
        email: "ada@clinic.example",
        message: "Hi & <script>alert(1)</script>",
        page_path: "/services/seo",
        utm: { utm_source: "google", utm_campaign: "implants" },
      })
      await expect.poll(async () => (await jobs()).map((j) => j.status)).toEqual(["sent", "sent"])
      const listed = await asAdmin(() => messages.listMessages({}))
      expect(listed.rows[0]!.delivery.state).toBe("sent")
    })

    it("a notification delivered twice (at least once) is the same e-mail: one Message-ID from its job; the webhook keeps X-Webhook-Id", async () => {
      await send()
      const [job] = (await store.claim(10, 60_000)).filter((j) => j.kind === "email")
      const [hookJob] = (await store.listByRefs([job!.ref!])).filter((j) => j.kind === "webhook")
      const settings = deliverySettings(serverEnv())
      // The server was killed after the SMTP server took the e-mail and before the job was marked sent: it goes again.
      await deliverJob(job!, settings)
      await deliverJob(job!, settings)
      const copies = await sink.waitFor(2)
      const ids = copies.map((m) => m.parsed.messageId)
      expect(ids[0]).toBe(`<outbox.${job!.id}@lumorahealth.com>`)
      expect(ids[1]).toBe(ids[0])
      expect(copies.map((m) => m.parsed.headers.get("x-outbox-id"))).toEqual([job!.id, job!.id])
      // Another notification gets another Message-ID.
      await send({ name: "Grace" })
      const [other] = (await store.claim(10, 60_000)).filter((j) => j.kind === "email")
      await deliverJob(other!, settings)
      expect((await sink.waitFor(3))[2]!.parsed.messageId).not.toBe(ids[0])
      await deliverJob(hookJob!, settings)
      await expect.poll(() => hook.received.length).toBe(1)
      expect(hook.received[0]!.headers["x-webhook-id"]).toBe(hookJob!.id)
    })

    it("an SMTP server that is down: retrying with the error in the admin, delivered once it is back, exactly once", async () => {
      await sink.stop()
      hook.status = 503
      const row = await send()
      worker = makeWorker(300)
      worker.start()
      await expect.poll(async () => (await asAdmin(() => messages.getMessage(row.id))).delivery.state, { timeout: 10_000 }).toBe("retrying")
      // "retrying" shows once one job has failed; the other's first attempt may still be under way.
      await expect
        .poll(async () => (await asAdmin(() => messages.getMessage(row.id))).jobs.every((j) => j.last_error), { timeout: 10_000 })
        .toBe(true)
      const detail = await asAdmin(() => messages.getMessage(row.id))
      expect(detail.jobs.map((j) => [j.kind, j.status])).toEqual([
        ["email", "pending"],
        ["webhook", "pending"],
      ])
      expect(detail.jobs[0]!.last_error).toMatch(/ECONNREFUSED|connect/i)
      expect(detail.jobs[1]!.last_error).toBe("Webhook answered 503")
      // backoff: the next attempt is later than the last by the doubling delay
      expect(new Date(detail.jobs[0]!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() - 1_000)
      await sink.start()
      hook.status = 200
      await sink.waitFor(1, 15_000)
      await expect.poll(async () => (await jobs()).map((j) => j.status), { timeout: 15_000 }).toEqual(["sent", "sent"])
      await worker.drain()
      await new Promise((r) => setTimeout(r, 500))
      expect(sink.received).toHaveLength(1)
      expect(hook.received.filter((c) => c.headers["x-webhook-id"] === hook.received.at(-1)!.headers["x-webhook-id"]).length).toBeGreaterThanOrEqual(1)
      expect((await asAdmin(() => messages.getMessage(row.id))).delivery.state).toBe("sent")
    }, 40_000)

    it("fails for good after the last attempt; Retry now gives it a fresh schedule and delivers it", async () => {
      setEnv({ WEBHOOK_URL: undefined })
      const row = await send()
      await h.db.query("update outbox set max_attempts = 1")
      await sink.stop()
      worker = makeWorker()
      await worker.drain()
      const failed = await asAdmin(() => messages.getMessage(row.id))
      expect(failed.delivery).toMatchObject({ state: "failed", attempts: 1 })
      await sink.start()
      await worker.drain()
      expect(sink.received).toHaveLength(0)
      expect(await asAdmin(() => messages.retryMessageNotifications(row.id))).toBe(1)
      await worker.drain()
      expect(sink.received).toHaveLength(1)
      expect((await jobs())[0]).toMatchObject({ status: "sent", attempts: 1 })
    }, 30_000)

    it("a claim is exclusive until its lease runs out, so two workers never hold the same job", async () => {
      setEnv({ WEBHOOK_URL: undefined })
      for (let i = 0; i < 6; i++) await send({ message: `m${i}` })
      const [a, b] = await Promise.all([store.claim(4, 60_000), store.claim(4, 60_000)])
      const ids = [...a, ...b].map((j) => j.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toHaveLength(6)
      expect(await store.claim(10, 60_000)).toEqual([])
      // a worker that died holding jobs: once the lease is over they are due again
      await h.db.query("update outbox set locked_until = now() - interval '1 second'")
      const again = await store.claim(10, 60_000)
      expect(again).toHaveLength(6)
      expect(again.every((j) => j.attempts === 2)).toBe(true)
      // the embedded server's start-up, after a crash: its own old claims are released at once
      expect(await store.claim(10, 60_000)).toEqual([])
      expect(await store.releaseClaims()).toBe(6)
      expect(await store.claim(10, 60_000)).toHaveLength(6)
    })

    it("deleting a message drops its queued notifications", async () => {
      const row = await send()
      await asAdmin(() => messages.deleteMessage(row.id))
      expect(await jobs()).toEqual([])
    })
  })
}
