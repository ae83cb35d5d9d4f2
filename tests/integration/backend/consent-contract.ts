import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createDocument, updateDocument } from "@/lib/data/documents"
import { submitLocalContact } from "@/lib/data/contact-submit"
import { submitDownloadRequest } from "@/lib/data/download-request"
import { getLead } from "@/lib/data/leads"
import { uploadMedia } from "@/lib/data/media"
import { consentWording } from "@/lib/domain/consent"
import { formStatus } from "@/lib/domain/contact/types"
import type { Locale } from "@/lib/domain/i18n"
import { builtInChrome } from "@/lib/domain/seed"
import { DEFAULT_CONTACT_DETAILS, type ContactDetailsContent } from "@/lib/domain/site-content/contact-details"
import { consentHash } from "@/lib/server/consent-hash"

import { MemoryJar, openHarness, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const open = { hit: async () => ({ ok: true, retryAfterMs: 0 }) }

/** The hash a form shows for a wording of the contact details (empty fields: the language's built-in wording). */
const shown = (form: "contact" | "download", contact: Partial<ContactDetailsContent> = {}, locale: Locale = "en") =>
  consentHash(consentWording(contact, builtInChrome(locale).contact, form))

/** Consent versions and the consent each lead records, through lib/data on each backend. */
export function describeConsentContract(factory: DbFactory) {
  describe(`lead consent: ${factory.label}`, () => {
    let h: Harness
    let owner: MemoryJar
    const asOwner = <T>(fn: () => Promise<T>) => h.as(owner, fn)
    const send = (raw: Record<string, unknown>) =>
      h.as(null, () =>
        submitLocalContact(
          { name: "Dana Whitfield", email: "dana@clinic.example", message: "We need a new website for our clinic.", token: null, page: "/contact", ...raw },
          { ip: "203.0.113.9", tokenAge: async () => 60_000, limiter: open },
        ),
      )
    const versions = () => h.db.query<{ form: string; locale: string; version: number; hash: string; created_by: string | null }>("select form, locale, version, hash, created_by from consent_versions order by form, locale, version")
    const leadIds = async () => (await h.db.query<{ id: string }>("select id from messages order by seq")).map((r) => r.id)
    const consentOf = async (id: string) => (await asOwner(() => getLead(id))).lead.consent

    beforeAll(async () => {
      h = await openHarness(factory)
    }, 60_000)
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      await h.truncate()
      owner = new MemoryJar()
      await signUpAndIn(h, owner, OWNER)
    })

    it("numbers the wordings: a change makes a new version, the same wording none, and an older lead keeps its version", async () => {
      // A lead sent with the built-in wording: version 1 of the contact form in English.
      expect(await send({ consent: shown("contact"), marketing: false })).toEqual({ ok: true })
      const [first] = await leadIds()
      expect(await consentOf(first!)).toMatchObject({ version: 1, form: "contact", marketing: false, text: `${DEFAULT_CONTACT_DETAILS.consentContact}\n\n${DEFAULT_CONTACT_DETAILS.consentMarketing}` })

      // The owner changes the contact form's wording: version 2, made by the owner; the other forms keep version 1.
      const changed = { ...DEFAULT_CONTACT_DETAILS, consentContact: "Sending this form lets us answer you. Version two." }
      const doc = await asOwner(() => createDocument("contact_details", { content: changed, published: true, schedule: "" }))
      const afterChange = await versions()
      expect(afterChange.filter((v) => v.form === "contact").map((v) => v.version)).toEqual([1, 2])
      expect(afterChange.filter((v) => v.form === "download").map((v) => v.version)).toEqual([1])
      expect(afterChange.find((v) => v.form === "contact" && v.version === 2)).toMatchObject({ hash: shown("contact", changed), created_by: expect.any(String) })

      // Saving again with the same wording (another field changed) makes no new version.
      await asOwner(() => updateDocument("contact_details", doc.id, { content: { ...changed, phone: "+1 (512) 555-0199" }, published: true, schedule: "" }, null))
      expect((await versions()).filter((v) => v.form === "contact")).toHaveLength(2)

      // A visitor on the new page ticks the marketing box: version 2 and marketing yes.
      expect(await send({ consent: shown("contact", changed), marketing: true, page: "/contact" })).toEqual({ ok: true })
      // A page opened before the change still shows version 1: what that visitor read is what the lead keeps.
      expect(await send({ consent: shown("contact"), marketing: false })).toEqual({ ok: true })
      const [, second, third] = await leadIds()
      expect(await consentOf(second!)).toMatchObject({ version: 2, marketing: true, text: expect.stringContaining("Version two.") })
      expect(await consentOf(third!)).toMatchObject({ version: 1, marketing: false })
      // The first lead still names version 1.
      expect(await consentOf(first!)).toMatchObject({ version: 1 })
      // The lead's time, page and language.
      const lead = (await asOwner(() => getLead(second!))).lead
      expect(lead).toMatchObject({ page_path: "/contact", locale: "en" })
      expect(Date.parse(lead.consent!.at)).toBe(Date.parse(lead.received_at))
    })

    it("refuses a version it never showed with 409 in words and stores nothing; a form without one records the current version", async () => {
      const refused = await send({ consent: "f".repeat(64) })
      expect(refused).toMatchObject({ ok: false, errors: [expect.stringContaining("Reload the page")] })
      expect(formStatus(refused as Parameters<typeof formStatus>[0])).toBe(409)
      const malformed = await send({ consent: "<script>" })
      expect(formStatus(malformed as Parameters<typeof formStatus>[0])).toBe(409)
      expect(await leadIds()).toHaveLength(0)
      // Spanish words for a Spanish form.
      const es = await send({ consent: "f".repeat(64), locale: "es", page: "/es/contact" })
      expect(es).toMatchObject({ ok: false, errors: [expect.stringContaining("Recargue la página")] })

      expect(await send({})).toEqual({ ok: true })
      const [id] = await leadIds()
      expect(await consentOf(id!)).toMatchObject({ version: 1, marketing: false })
    })

    it("keeps each form and language's numbering apart; a gated download records the download form's version", async () => {
      await send({ consent: shown("contact", {}, "es"), locale: "es", page: "/es/contact", marketing: "on" })
      const file = (await asOwner(() => uploadMedia(new File(["%PDF-1.4\n"], "map.pdf")))).url
      await asOwner(() =>
        createDocument("resource", {
          title: "Patient Journey Map",
          slug: "patient-journey-map",
          details: { kind: "template", summary: "Map every step.", file, gated: true, body: "" },
          published: true,
          schedule: "",
        }),
      )
      const result = await h.as(null, () =>
        submitDownloadRequest("patient-journey-map", { name: "Dana Whitfield", email: "dana@clinic.example", token: null, consent: shown("download"), marketing: true }, { ip: "203.0.113.9", tokenAge: async () => 60_000, limiter: open }),
      )
      expect(result.ok).toBe(true)
      const [es, download] = await leadIds()
      expect(await consentOf(es!)).toMatchObject({ form: "contact", version: 1, marketing: true, text: expect.stringContaining("Al enviar este mensaje") })
      expect(await consentOf(download!)).toMatchObject({ form: "download", version: 1, marketing: true })
      expect((await versions()).map((v) => `${v.form}/${v.locale}/${v.version}`)).toEqual(["contact/es/1", "download/en/1"])
    })
  })
}
