import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { outboxRows } from "../../helpers/lead-crypto"

import { createDocument, createTranslation, updateDocument } from "@/lib/data/documents"
import { NOT_AVAILABLE, openDownload, submitDownloadRequest } from "@/lib/data/download-request"
import { uploadMedia } from "@/lib/data/media"
import { getMessage, listMessages } from "@/lib/data/messages"
import { formStatus } from "@/lib/domain/contact/types"
import type { DownloadRequestResult } from "@/lib/domain/schemas/download-request"
import { resetServerEnv } from "@/lib/server/env"
import { DOWNLOAD_LINK_TTL_MS } from "@/lib/server/download-link"

import { MemoryJar, openHarness, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const PDF = "%PDF-1.4\n% the patient journey map\n"

const resource = (over: Record<string, unknown> = {}) => ({
  title: "Patient Journey Map",
  slug: "patient-journey-map",
  details: { kind: "template", summary: "Map every step from first search to the booked visit.", file: "", gated: true, body: "" },
  published: true,
  schedule: "",
  ...over,
})

/** Requests for gated downloads through lib/data, on each backend: the lead pipeline and the signed link. */
export function describeDownloadRequestsContract(factory: DbFactory) {
  describe(`gated downloads: ${factory.label}`, () => {
    let h: Harness
    let admin: MemoryJar
    let fileUrl: string

    const setEnv = (vars: Record<string, string | undefined>) => {
      for (const [k, v] of Object.entries(vars)) {
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      }
      resetServerEnv()
    }
    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const asVisitor = <T>(fn: () => Promise<T>) => h.as(null, fn)
    const open = { hit: async () => ({ ok: true, retryAfterMs: 0 }) }
    const request = (raw: Record<string, unknown>, slug = "patient-journey-map", opts: Partial<Parameters<typeof submitDownloadRequest>[2]> = {}) =>
      asVisitor(() => submitDownloadRequest(slug, { name: "Dana Whitfield", email: "dana@clinic.example", token: null, ...raw }, { ip: "203.0.113.9", tokenAge: async () => 60_000, limiter: open, ...opts }))
    const linkOf = (result: DownloadRequestResult) => {
      if (!result.ok) throw new Error(`refused: ${result.errors.join("; ")}`)
      return new URL(result.url)
    }
    const jobs = () => outboxRows<{ kind: string; topic: string; ref: string; payload: Record<string, unknown> }>(h.db, "select kind, topic, ref, payload from outbox order by seq")

    beforeAll(async () => {
      h = await openHarness(factory)
    }, 60_000)
    afterAll(async () => {
      setEnv({ SMTP_URL: undefined, WEBHOOK_URL: undefined })
      await h?.close()
    })
    beforeEach(async () => {
      setEnv({ SMTP_URL: undefined, WEBHOOK_URL: undefined, NOTIFY_EMAILS: undefined })
      await h.truncate()
      admin = new MemoryJar()
      await signUpAndIn(h, admin, OWNER)
      fileUrl = (await asAdmin(() => uploadMedia(new File([PDF], "Patient journey map.pdf")))).url
      await asAdmin(() => createDocument("resource", resource({ details: { ...resource().details, file: fileUrl } })))
    })

    it("stores the request as a download request naming its resource, before answering with a signed link that serves the file", async () => {
      const result = await request({ page: "/resources/patient-journey-map" })
      const url = linkOf(result)
      expect(url.pathname).toBe("/api/downloads/patient-journey-map")
      expect(result).toMatchObject({ ok: true, emailed: false })

      const listed = await asAdmin(() => listMessages({}))
      expect(listed.total).toBe(1)
      const row = listed.rows[0]!
      expect(row).toMatchObject({
        kind: "download",
        resource: { slug: "patient-journey-map", title: "Patient Journey Map" },
        name: "Dana Whitfield",
        email: "dana@clinic.example",
        message: "Download request: Patient Journey Map",
        folder: "inbox",
        possible_spam: false,
        page_path: "/resources/patient-journey-map",
      })
      expect(url.searchParams.get("r")).toBe(row.id)
      expect(await asAdmin(() => getMessage(row.id))).toMatchObject({ kind: "download", resource: { title: "Patient Journey Map" } })

      const opened = await asVisitor(() => openDownload("patient-journey-map", url.searchParams))
      expect(opened.ok).toBe(true)
      if (!opened.ok) return
      expect(opened.file.downloadName).toBe("Patient-journey-map.pdf")
      expect(await new Response(opened.file.stream()).text()).toBe(PDF)
    })

    it("a contact message stays a contact message", async () => {
      const { createMessage } = await import("@/lib/data/messages")
      await asVisitor(() => createMessage({ name: "Lee", email: "lee@spa.example", message: "Hello" }))
      expect((await asAdmin(() => listMessages({}))).rows[0]).toMatchObject({ kind: "contact", resource: null, message: "Hello" })
    })

    it("refuses bad input with the fields' reasons and stores nothing", async () => {
      const result = await request({ name: "", email: "not-an-address" })
      expect(result).toEqual({ ok: false, errors: [], fieldErrors: { name: ["is required"], email: ["should be a valid email address"] }, reason: "invalid" })
      expect(formStatus(result)).toBe(400)
      expect((await asAdmin(() => listMessages({}))).total).toBe(0)
    })

    it("only a published, gated resource with a file can be requested", async () => {
      await asAdmin(() => createDocument("resource", resource({ slug: "open-guide", details: { ...resource().details, file: fileUrl, gated: false } })))
      await asAdmin(() => createDocument("resource", resource({ slug: "draft-guide", published: false, details: { ...resource().details, file: fileUrl } })))
      await asAdmin(() => createDocument("resource", resource({ slug: "no-file", details: { ...resource().details, file: "" } })))
      for (const slug of ["open-guide", "draft-guide", "no-file", "nothing-here", 42]) {
        const refused = await request({}, slug as string)
        expect(refused).toEqual({ ok: false, errors: [NOT_AVAILABLE], fieldErrors: {}, reason: "not-found" })
        expect(formStatus(refused)).toBe(404)
      }
      expect((await asAdmin(() => listMessages({}))).total).toBe(0)
    })

    it("spam checks: a filled honeypot goes to Spam (the visitor still gets the link), no form token marks it possible spam", async () => {
      linkOf(await request({ _gotcha: "http://spam.example" }))
      expect((await asAdmin(() => listMessages({ folder: "spam" }))).rows[0]).toMatchObject({ kind: "download", folder: "spam", spam_reason: "honeypot filled" })
      linkOf(await request({}, "patient-journey-map", { tokenAge: async () => null }))
      expect((await asAdmin(() => listMessages({}))).rows[0]).toMatchObject({ kind: "download", possible_spam: true })
    })

    it("shares the contact form's per-IP limit", async () => {
      const shut = { hit: async () => ({ ok: false, retryAfterMs: 120_000 }) }
      const result = await request({}, "patient-journey-map", { limiter: shut })
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.errors).toEqual(["You have sent several messages in a short time. Please try again in 2 minutes."])
      expect(formStatus(result)).toBe(429)
      expect((await asAdmin(() => listMessages({}))).total).toBe(0)
    })

    it("with e-mail set up, queues the staff notification, the webhook and the visitor's e-mail with the link, in one go; none for spam", async () => {
      setEnv({ SMTP_URL: "smtp://127.0.0.1:9", WEBHOOK_URL: "http://127.0.0.1:9/hook" })
      const result = await request({})
      expect(result).toMatchObject({ ok: true, emailed: true })
      const url = linkOf(result)
      const queued = await jobs()
      const id = url.searchParams.get("r")!
      expect(queued.map((j) => [j.kind, j.topic, j.ref])).toEqual([
        ["email", "contact-message", id],
        ["webhook", "contact-message", id],
        ["email", "download-link", id],
      ])
      expect(queued[0]!.payload).toMatchObject({ to: [OWNER.email], subject: "New download request from Dana Whitfield" })
      expect(String(queued[0]!.payload.text)).toContain('A visitor asked for the download of "Patient Journey Map" (/resources/patient-journey-map).')
      expect(JSON.parse(String(queued[1]!.payload.body))).toMatchObject({ type: "resource.download_request", id, resource: { slug: "patient-journey-map", title: "Patient Journey Map" } })
      expect(queued[2]!.payload).toMatchObject({ to: ["dana@clinic.example"], subject: "Your download: Patient Journey Map" })
      expect(String(queued[2]!.payload.text)).toContain(url.toString())
      expect(String(queued[2]!.payload.text)).toContain("The link works for 24 hours.")

      await h.db.query("delete from outbox")
      expect(await request({ _gotcha: "bot" })).toMatchObject({ ok: true, emailed: false })
      expect(await jobs()).toEqual([])
    })

    it("a request from the Spanish page: the Spanish resource, stored as Spanish, a Spanish e-mail naming its Spanish page, a link to the Spanish file", async () => {
      setEnv({ SMTP_URL: "smtp://127.0.0.1:9" })
      const PDF_ES = "%PDF-1.4\n% el mapa del paciente\n"
      const spanishFile = (await asAdmin(() => uploadMedia(new File([PDF_ES], "Mapa del paciente.pdf")))).url
      const [original] = await h.db.query<{ id: string }>("select id from documents where type = 'resource' and slug = 'patient-journey-map'")
      const draft = await asAdmin(() => createTranslation("resource", original!.id, "es"))
      // A draft translation is not requested: the English resource is not offered under /es/.
      expect(await request({ locale: "es", page: "/es/resources/patient-journey-map" })).toEqual({ ok: false, errors: ["Este recurso no está disponible para descarga."], fieldErrors: {}, reason: "not-found" })
      await asAdmin(() =>
        updateDocument("resource", draft.id, resource({ title: "Mapa del recorrido del paciente", details: { ...resource().details, file: spanishFile } }), draft.version),
      )

      const result = await request({ page: "/es/resources/patient-journey-map" })
      const url = linkOf(result)
      expect(url.pathname).toBe("/api/downloads/patient-journey-map")
      expect(url.searchParams.get("l")).toBe("es")
      const id = url.searchParams.get("r")!
      expect(await asAdmin(() => getMessage(id))).toMatchObject({ locale: "es", resource: { slug: "patient-journey-map", title: "Mapa del recorrido del paciente" } })

      const mail = (await jobs()).find((j) => j.topic === "download-link" && j.ref === id)!
      expect(mail.payload).toMatchObject({ to: ["dana@clinic.example"], subject: "Su descarga está lista: Mapa del recorrido del paciente" })
      const text = String(mail.payload.text)
      expect(text).toContain("Hola, Dana Whitfield:")
      expect(text).toContain(url.toString())
      expect(text).toContain("El enlace estará activo durante 24 horas.")
      expect(text).toMatch(/https?:\/\/[^/\s]+\/es\/resources\/patient-journey-map$/)

      // The link serves the Spanish file, not the English one at the same slug.
      const opened = await asVisitor(() => openDownload("patient-journey-map", url.searchParams))
      expect(opened.ok).toBe(true)
      if (opened.ok) expect(await new Response(opened.file.stream()).text()).toBe(PDF_ES)
      // Its language is signed with the rest: the same link made English is refused, in English words.
      const english2 = new URLSearchParams(url.searchParams)
      english2.delete("l")
      expect(await asVisitor(() => openDownload("patient-journey-map", english2))).toMatchObject({ ok: false, status: 403, message: "This download link is not valid. Request the resource again to get a new link." })
      const expired = await asVisitor(() => openDownload("patient-journey-map", url.searchParams, Number(url.searchParams.get("e"))))
      expect(expired).toMatchObject({ ok: false, status: 410, message: "Este enlace de descarga ya venció. Solicite el recurso de nuevo para recibir un enlace nuevo." })
    })

    it("a link that was altered is refused (403), a genuine one past 24 hours has expired (410)", async () => {
      const url = linkOf(await request({}))
      const q = url.searchParams
      const at = Number(q.get("e"))
      const forged = (key: string, value: string) => {
        const copy = new URLSearchParams(q)
        copy.set(key, value)
        return copy
      }
      const flip = (s: string) => (s[0] === "a" ? "b" : "a") + s.slice(1)
      for (const params of [forged("s", flip(q.get("s")!)), forged("e", String(at + 86_400_000)), forged("r", crypto.randomUUID()), new URLSearchParams()]) {
        expect(await asVisitor(() => openDownload("patient-journey-map", params))).toMatchObject({ ok: false, status: 403 })
      }
      expect(await asVisitor(() => openDownload("another-resource", q))).toMatchObject({ ok: false, status: 403 })
      expect(at - Date.now()).toBeGreaterThan(DOWNLOAD_LINK_TTL_MS - 60_000)
      expect(await asVisitor(() => openDownload("patient-journey-map", q, at - 1))).toMatchObject({ ok: true })
      expect(await asVisitor(() => openDownload("patient-journey-map", q, at))).toMatchObject({
        ok: false,
        status: 410,
        message: "This download link has expired. Request the resource again to get a new link.",
      })
    })
  })
}
