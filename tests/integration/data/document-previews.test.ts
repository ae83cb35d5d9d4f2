import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import * as links from "@/lib/data/account-links"
import * as auth from "@/lib/data/auth"
import { createDocument } from "@/lib/data/documents"
import * as previews from "@/lib/data/previews"
import * as shareLinks from "@/lib/data/share-links"
import * as team from "@/lib/data/team"
import { DEFAULT_CONTACT_DETAILS } from "@/lib/domain/site-content"

import { MemoryJar, openHarness, pgliteFactory, rejection, signUpAndIn, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
const OTHER = { email: "other@example.com", password: "another long passphrase 42" }

const hero = (title: string) => ({ id: "hero-1", type: "hero", hidden: false, anchor: "", data: { title } })
const sitePage = (over: Record<string, unknown> = {}) => ({
  title: "Dental implants",
  slug: "lp/dental-implants",
  sections: [hero("Implants that last")],
  published: false,
  schedule: "",
  meta_title: "",
  meta_description: "",
  ...over,
})
const contactDetails = (email: string) => ({ content: { ...DEFAULT_CONTACT_DETAILS, email }, published: false, schedule: "" })

/** Previews and share links of the site documents (every kind), through lib/data on the embedded database. */
describe("document previews and share links (PGlite)", () => {
  let h: Harness
  let owner: MemoryJar
  let other: MemoryJar

  beforeAll(async () => {
    h = await openHarness(pgliteFactory)
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })
  beforeEach(async () => {
    await h.truncate()
    owner = new MemoryJar()
    await signUpAndIn(h, owner, OWNER)
    // A second member, invited by the owner.
    const { link } = await h.as(owner, () => team.inviteMember({ email: OTHER.email, role: "admin" }))
    other = new MemoryJar()
    await h.as(other, () => links.acceptInvitation(link.slice(link.lastIndexOf("/") + 1), OTHER.password))
  }, 60_000)

  const asOwner = <T>(fn: () => Promise<T>) => h.as(owner, fn)

  it("stores a site page's unsaved sections for its member, and the live preview replaces them", async () => {
    const { id, kind } = await asOwner(() => previews.createPreview("site_page", null, sitePage()))
    expect(kind).toBe("site_page")
    const first = await asOwner(() => previews.getPreview(id))
    expect(first).toMatchObject({ kind: "site_page", recordId: null, data: { title: "Dental implants", sections: [hero("Implants that last")] } })

    const before = await h.db.query<{ expires_at: Date }>("select expires_at from previews where id = $1", [id])
    await asOwner(() => previews.updatePreview(id, sitePage({ sections: [hero("Typed, not saved")] })))
    const second = await asOwner(() => previews.getPreview(id))
    expect(second?.data).toMatchObject({ sections: [hero("Typed, not saved")] })
    // Renewed as the member types; still one record.
    const after = await h.db.query<{ expires_at: Date }>("select expires_at from previews where id = $1", [id])
    expect(new Date(after[0]!.expires_at).getTime()).toBeGreaterThanOrEqual(new Date(before[0]!.expires_at).getTime())
    expect((await h.db.query("select id from previews")).length).toBe(1)
  })

  it("checks an update like a save, against the preview's own kind", async () => {
    const { id } = await asOwner(() => previews.createPreview("site_page", null, sitePage()))
    const err = await rejection(asOwner(() => previews.updatePreview(id, sitePage({ title: "" }))))
    expect(err.code).toBe("validation")
    expect((await asOwner(() => previews.getPreview(id)))?.data).toMatchObject({ title: "Dental implants" })
    expect((await rejection(asOwner(() => previews.createPreview("no_such_kind", null, sitePage())))).code).toBe("validation")
  })

  it("keeps every document kind: case studies, resources and singletons", async () => {
    const study = await asOwner(() =>
      previews.createPreview("case_study", null, { title: "Smile clinic", slug: "smile-clinic", details: { client_industry: "Dental", summary: "A clinic." }, published: false, schedule: "", meta_title: "", meta_description: "" }),
    )
    expect((await asOwner(() => previews.getPreview(study.id)))?.kind).toBe("case_study")
    const contact = await asOwner(() => previews.createPreview("contact_details", null, contactDetails("draft@example.com")))
    const seen = await asOwner(() => previews.getPreview(contact.id))
    expect(seen?.kind).toBe("contact_details")
    expect(seen?.data).toMatchObject({ slug: "contact_details", content: { email: "draft@example.com" } })
  })

  it("shows a member's preview to nobody else: another member, a visitor, a signed-out browser", async () => {
    const { id } = await asOwner(() => previews.createPreview("site_page", null, sitePage()))
    expect(await h.as(other, () => previews.getPreview(id))).toBeNull()
    expect((await rejection(h.as(other, () => previews.updatePreview(id, sitePage({ title: "Hijacked" }))))).code).toBe("not_found")
    expect(await h.as(null, () => previews.getPreview(id))).toBeNull()
    expect((await rejection(h.as(null, () => previews.updatePreview(id, sitePage())))).code).toBe("unauthorized")
    expect((await asOwner(() => previews.getPreview(id)))?.data).toMatchObject({ title: "Dental implants" })

    await asOwner(() => auth.signOut())
    expect(await h.as(owner, () => previews.getPreview(id))).toBeNull()
  })

  it("an expired preview is neither shown nor updated", async () => {
    const { id } = await asOwner(() => previews.createPreview("site_page", null, sitePage()))
    await h.db.query("update previews set expires_at = now() - interval '1 second' where id = $1", [id])
    expect(await asOwner(() => previews.getPreview(id))).toBeNull()
    expect((await rejection(asOwner(() => previews.updatePreview(id, sitePage())))).code).toBe("not_found")
    expect((await rejection(asOwner(() => previews.updatePreview("not-a-uuid", sitePage())))).code).toBe("not_found")
  })

  it("share links resolve a document's saved state for anyone holding the token", async () => {
    const doc = await asOwner(() => createDocument("site_page", sitePage()))
    const { link, token } = await asOwner(() => shareLinks.createShareLink("site_page", doc.id))
    expect(link.kind).toBe("site_page")
    expect((await asOwner(() => shareLinks.listShareLinks("site_page", doc.id))).map((l) => l.id)).toEqual([link.id])
    const shared = await h.as(null, () => shareLinks.getSharedRecord(token))
    expect(shared).toMatchObject({ kind: "site_page", row: { id: doc.id, title: "Dental implants", sections: [hero("Implants that last")] } })

    const contact = await asOwner(() => createDocument("contact_details", { ...contactDetails("saved@example.com"), title: "", slug: "" }))
    const c = await asOwner(() => shareLinks.createShareLink("contact_details", contact.id))
    expect(await h.as(null, () => shareLinks.getSharedRecord(c.token))).toMatchObject({ kind: "contact_details", row: { content: { email: "saved@example.com" } } })

    await asOwner(() => shareLinks.revokeShareLink("site_page", doc.id, link.id))
    expect(await h.as(null, () => shareLinks.getSharedRecord(token))).toBeNull()
    // A link names its record's kind: another kind's id is not found.
    expect((await rejection(asOwner(() => shareLinks.createShareLink("case_study", doc.id)))).code).toBe("not_found")
  })
})
