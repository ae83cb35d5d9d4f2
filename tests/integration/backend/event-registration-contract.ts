import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createDocument, updateDocument } from "@/lib/data/documents"
import { submitEventRegistration } from "@/lib/data/event-registration"
import { getMessage, listMessages } from "@/lib/data/messages"
import { formStatus } from "@/lib/domain/contact/types"
import { eventPage } from "@/lib/site/events"
import { getPublishedSiteDocument } from "@/lib/site/public-reads"

import { MemoryJar, openHarness, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

const event = (slug: string, title: string, details: Record<string, unknown> = {}) => ({
  title,
  slug,
  details: {
    summary: `${title}, in short.`,
    start: "2030-03-03T13:00",
    end: "2030-03-03T14:00",
    time_zone: "America/New_York",
    attendance: "online",
    capacity: "2",
    registration_open: true,
    speakers: [],
    ...details,
  },
  published: true,
  schedule: "",
})

/** Registrations for events through the lead pipeline, on each backend: seats, closing, the race for the last seat. */
export function describeEventRegistrationContract(factory: DbFactory) {
  describe(`event registration: ${factory.label}`, () => {
    let h: Harness
    let admin: MemoryJar

    beforeAll(async () => {
      h = await openHarness(factory, { publicReads: true })
    }, 60_000)
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      await h.truncate()
      admin = new MemoryJar()
      await signUpAndIn(h, admin, OWNER)
    })

    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const asVisitor = <T>(fn: () => Promise<T>) => h.as(null, fn)
    const open = { hit: async () => ({ ok: true, retryAfterMs: 0 }) }
    const register = (slug: string, raw: Record<string, unknown> = {}) =>
      asVisitor(() =>
        submitEventRegistration(slug, { name: "Dana Whitfield", email: "dana@clinic.example", token: null, ...raw }, { ip: "203.0.113.9", tokenAge: async () => 60_000, limiter: open }),
      )
    const messages = async () => (await asAdmin(() => listMessages({}))).rows

    it("stores a registration as an event registration naming the event by id and title, organisation in the message", async () => {
      const created = await asAdmin(() => createDocument("event", event("growth-webinar", "Growth Webinar")))
      const result = await register("growth-webinar", { organisation: "Bright Smiles Dental", page: "/events/growth-webinar" })
      expect(result).toEqual({ ok: true })
      expect(formStatus(result)).toBe(200)
      const [row, ...rest] = await messages()
      expect(rest).toHaveLength(0)
      expect(row).toMatchObject({
        kind: "event_registration",
        event: { id: created.id, title: "Growth Webinar" },
        resource: null,
        name: "Dana Whitfield",
        email: "dana@clinic.example",
        message: "Event registration: Growth Webinar\nOrganisation: Bright Smiles Dental",
        folder: "inbox",
        page_path: "/events/growth-webinar",
      })
      expect(await asAdmin(() => getMessage(row!.id))).toMatchObject({ kind: "event_registration", event: { id: created.id, title: "Growth Webinar" } })
    })

    it("refuses bad input with the fields' reasons in words (400) and stores nothing", async () => {
      await asAdmin(() => createDocument("event", event("growth-webinar", "Growth Webinar")))
      const result = await register("growth-webinar", { name: "", email: "not-an-address" })
      expect(result).toEqual({ ok: false, errors: [], fieldErrors: { name: ["is required"], email: ["should be a valid email address"] }, reason: "invalid" })
      expect(formStatus(result)).toBe(400)
      expect(await messages()).toHaveLength(0)
    })

    it("a full event refuses (409, 'This event is full.') and its page says so; nothing more is stored", async () => {
      await asAdmin(() => createDocument("event", event("small-workshop", "Small Workshop", { capacity: "1" })))
      expect(await register("small-workshop")).toEqual({ ok: true })
      const refused = await register("small-workshop", { email: "second@clinic.example" })
      expect(refused).toEqual({ ok: false, errors: ["This event is full."], fieldErrors: {}, reason: "refused" })
      expect(formStatus(refused)).toBe(409)
      expect(await messages()).toHaveLength(1)
      const row = await asVisitor(() => getPublishedSiteDocument("event", "small-workshop", "en"))
      const page = await asVisitor(() => eventPage(row!, "en"))
      expect(page).toMatchObject({ full: true, registration: false })
    })

    it("a closed registration refuses in words (409) in the form's language, and stores nothing", async () => {
      const created = await asAdmin(() => createDocument("event", event("closed-clinic", "Closed Clinic")))
      await asAdmin(() => updateDocument("event", created.id, { ...event("closed-clinic", "Closed Clinic", { registration_open: false }) }, created.version))
      const refused = await register("closed-clinic")
      expect(refused).toEqual({ ok: false, errors: ["Registration is closed."], fieldErrors: {}, reason: "refused" })
      expect(formStatus(refused)).toBe(409)
      const ended = await asAdmin(() => createDocument("event", event("past-talk", "Past Talk", { start: "2020-03-03T13:00", end: "2020-03-03T14:00" })))
      expect(ended.slug).toBe("past-talk")
      expect(await register("past-talk")).toEqual({ ok: false, errors: ["Registration is closed."], fieldErrors: {}, reason: "refused" })
      expect(await register("no-such-event")).toEqual({ ok: false, errors: ["This event is not open for registration."], fieldErrors: {}, reason: "not-found" })
      // The Spanish form looks the event up in Spanish: there is none, so it is refused in Spanish.
      expect(await register("past-talk", { locale: "es" })).toEqual({ ok: false, errors: ["Este evento no admite inscripciones."], fieldErrors: {}, reason: "not-found" })
      expect(await messages()).toHaveLength(0)
    })

    it("two registrations for the last seat at once: exactly one is accepted", async () => {
      await asAdmin(() => createDocument("event", event("last-seat", "Last Seat", { capacity: "2" })))
      expect(await register("last-seat", { email: "first@clinic.example" })).toEqual({ ok: true })
      const results = await Promise.all([register("last-seat", { email: "a@clinic.example" }), register("last-seat", { email: "b@clinic.example" })])
      expect(results.filter((r) => r.ok)).toHaveLength(1)
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, errors: ["This event is full."], fieldErrors: {}, reason: "refused" }])
      expect(await messages()).toHaveLength(2)
    })
  })
}
