import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { eventCalendar, eventPage, findEvent, listEvents } from "@/lib/site/events"
import { createDocument, createTranslation, deleteDocument, setDocumentPublished, updateDocument } from "@/lib/data/documents"
import { getPublicPersonBySlug } from "@/lib/data/people"
import { getPublishedSiteDocument } from "@/lib/site/public-reads"
import { listDocuments } from "@/lib/data/site-documents"

import { MemoryJar, openHarness, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

const event = (slug: string, title: string, details: Record<string, unknown> = {}, over: Record<string, unknown> = {}) => ({
  title,
  slug,
  details: {
    summary: `${title}, in short.`,
    start: "2030-03-03T13:00",
    end: "2030-03-03T14:00",
    time_zone: "America/New_York",
    attendance: "online",
    capacity: "50",
    registration_open: true,
    speakers: [],
    ...details,
  },
  published: false,
  schedule: "",
  ...over,
})

/** Events through the generic machinery and the public reads, on each backend. */
export function describeEventsContract(factory: DbFactory) {
  describe(`events contract: ${factory.label}`, () => {
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
    const stored = async () => (await asAdmin(() => listDocuments("event"))).total

    it("refuses an end before its start, an unknown time zone and a capacity below 0, in words, storing nothing", async () => {
      const endFirst = await rejection(asAdmin(() => createDocument("event", event("a", "A", { end: "2030-03-03T12:00" }))))
      expect(endFirst.code).toBe("validation")
      expect(endFirst.fieldErrors?.details).toEqual(["The end must be after the start"])

      const zone = await rejection(asAdmin(() => createDocument("event", event("b", "B", { time_zone: "Mars/Olympus_Mons" }))))
      expect(zone.fieldErrors?.details).toEqual(["Choose a known time zone, for example America/New_York"])

      const seats = await rejection(asAdmin(() => createDocument("event", event("c", "C", { capacity: "-1" }))))
      expect(seats.fieldErrors?.details).toEqual(["Capacity must be a whole number of 0 or more"])

      const when = await rejection(asAdmin(() => createDocument("event", event("d", "D", { start: "next tuesday" }))))
      expect(when.fieldErrors?.details).toEqual(["Enter the start as a date and time, for example 2026-03-03T13:00"])
      expect(await stored()).toBe(0)

      // An update is held to the same rules and leaves the saved event as it was.
      const ok = await asAdmin(() => createDocument("event", event("e", "E")))
      const bad = await rejection(asAdmin(() => updateDocument("event", ok.id, event("e", "E", { end: "2030-03-03T13:00" }), 1)))
      expect(bad.fieldErrors?.details).toEqual(["The end must be after the start"])
      expect(await stored()).toBe(1)
    })

    it("speakers come from People: a slug naming no one is refused in words; a speaker is shown (and public) while a live event names them, and cannot be deleted then", async () => {
      const person = (name: string, slug: string) => asAdmin(() => createDocument("person", { name, slug, credentials: "DDS", job_title: "", bio: "", photo: null, photo_alt: "", links: [] }))
      const ana = await person("Dr. Ana Ruiz", "ana-ruiz")
      await person("Sam Lee", "sam-lee")

      const typo = await rejection(asAdmin(() => createDocument("event", event("talk", "Talk", { speakers: ["ana-ruiz", "ana-ruis"] }, { published: true }))))
      expect(typo.code).toBe("validation")
      expect(typo.fieldErrors?.details).toEqual(['No one in People has the slug "ana-ruis"'])
      expect(await stored()).toBe(0)

      // Neither has written a post: before the event, visitors see neither.
      expect(await asVisitor(() => getPublicPersonBySlug("ana-ruiz"))).toBeNull()
      const talk = await asAdmin(() => createDocument("event", event("talk", "Talk", { speakers: ["ana-ruiz"] }, { published: true })))
      const row = (await asVisitor(() => getPublishedSiteDocument("event", "talk", "en")))!
      const page = await asVisitor(() => eventPage(row, "en"))
      expect(page.speakers).toEqual(["Dr. Ana Ruiz"])
      expect(page.jsonLd).toMatchObject({ performer: [{ "@type": "Person", name: "Dr. Ana Ruiz" }] })
      expect((await asVisitor(() => getPublicPersonBySlug("ana-ruiz")))?.name).toBe("Dr. Ana Ruiz")
      expect(await asVisitor(() => getPublicPersonBySlug("sam-lee"))).toBeNull()

      // Named by the event, the person cannot be deleted; once the event names someone else, they can.
      const refused = await rejection(asAdmin(() => deleteDocument("person", ana.id)))
      expect(refused.code).toBe("conflict")
      expect(refused.message).toContain("Talk")
      await asAdmin(() => updateDocument("event", talk.id, event("talk", "Talk", { speakers: ["sam-lee"] }, { published: true }), talk.version))
      expect(await asVisitor(() => getPublicPersonBySlug("ana-ruiz"))).toBeNull()
      await asAdmin(() => deleteDocument("person", ana.id))
      // An unpublished event makes no one public.
      await asAdmin(() => setDocumentPublished("event", talk.id, false))
      expect(await asVisitor(() => getPublicPersonBySlug("sam-lee"))).toBeNull()
    })

    it("lists published events upcoming first and past apart, in UTC from the event's zone, and in Spanish", async () => {
      const soon = await asAdmin(() => createDocument("event", event("soon", "Soon")))
      const later = await asAdmin(() => createDocument("event", event("later", "Later", { start: "2031-01-10T09:00", end: "2031-01-10T10:30", time_zone: "Europe/Madrid" })))
      const before = await asAdmin(() => createDocument("event", event("before", "Before", { start: "2020-05-01T10:00", end: "2020-05-01T11:00" })))
      await asAdmin(() => createDocument("event", event("draft", "Draft")))
      for (const e of [later, soon, before]) await asAdmin(() => setDocumentPublished("event", e.id, true, 1))

      const { upcoming, past } = await asVisitor(() => listEvents("en", new Date("2026-11-28T12:00:00Z")))
      expect(upcoming.map((e) => e.slug)).toEqual(["soon", "later"])
      expect(past.map((e) => e.slug)).toEqual(["before"])
      // 13:00 in New York on March 3, 2030 is still standard time (UTC-5; daylight time starts March 10): 18:00 UTC.
      expect(upcoming[0]!.start).toBe("2030-03-03T18:00:00.000Z")
      expect(upcoming[1]!.start).toBe("2031-01-10T08:00:00.000Z")

      const es = await asAdmin(() => createTranslation("event", soon.id, "es"))
      await asAdmin(() => updateDocument("event", es.id, event("pronto", "Pronto"), es.version as number))
      await asAdmin(() => setDocumentPublished("event", es.id, true, 2))
      expect((await asVisitor(() => findEvent("pronto", "es")))?.title).toBe("Pronto")
      expect(await asVisitor(() => findEvent("pronto", "en"))).toBeNull()
    })

    it("gives a published event's calendar file with its times in UTC", async () => {
      const e = await asAdmin(() => createDocument("event", event("cal", "Ads, budgets; and you")))
      await asAdmin(() => setDocumentPublished("event", e.id, true, 1))
      const view = await asVisitor(() => findEvent("cal", "en"))
      const ics = eventCalendar(view!, "en")
      expect(ics).toContain("DTSTART:20300303T180000Z\r\n")
      expect(ics).toContain("DTEND:20300303T190000Z\r\n")
      expect(ics).toContain("SUMMARY:Ads\\, budgets\\; and you\r\n")
    })
  })
}
