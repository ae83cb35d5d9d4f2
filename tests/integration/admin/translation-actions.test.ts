import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { toPostFormValues } from "@/lib/domain/schemas/post"

import { savePost } from "@/app/(admin)/admin/(panel)/posts/actions"
import { createTranslationAction, translationPanelAction } from "@/app/(admin)/admin/(panel)/translation-actions"

import { MemoryJar, openHarness, pgliteFactory, signUpAndIn, type Harness } from "../../helpers/data-harness"

// The editors' Languages panel on the real data layer: statuses in the panel's shape, a translation created and
// linked to its editor, and every refusal an { ok: false } value with its reason (never a thrown error).

let h: Harness
const admin = new MemoryJar()
const MISSING = "0b0e7a4e-5d6f-4c3b-8a2e-9f1d2c3b4a5e"

beforeAll(async () => {
  h = await openHarness(pgliteFactory)
  await signUpAndIn(h, admin, { email: "owner@example.com", password: "a long owner passphrase" })
}, 60_000)
afterAll(async () => h?.close())

async function newPost(slug: string) {
  const values = { ...toPostFormValues(null), title: `Trust ${slug}`, slug, excerpt: "Why it works.", content: "Patients trust clinics." }
  const saved = await h.as(admin, () => savePost(null, values))
  if (!saved.ok) throw new Error(saved.error)
  return { id: saved.data.id, values, version: saved.data.version! }
}

describe("translation actions", () => {
  it("say Spanish: missing, create the Spanish draft, and link both ways", async () => {
    const { id } = await newPost("trust-panel")
    const before = await h.as(admin, () => translationPanelAction("post", id))
    expect(before).toEqual({
      ok: true,
      data: { locale: "en", originalLocale: "en", source: null, lines: [{ locale: "es", status: "missing", original: false, id: null, editHref: null }] },
    })

    const created = await h.as(admin, () => createTranslationAction("post", id, "es"))
    expect(created).toMatchObject({ ok: true })
    if (!created.ok) return
    expect(created.data.editHref).toBe(`/admin/posts/${created.data.id}`)

    const english = await h.as(admin, () => translationPanelAction("post", id))
    expect(english).toMatchObject({ ok: true, data: { lines: [{ locale: "es", status: "draft", id: created.data.id, editHref: `/admin/posts/${created.data.id}` }] } })

    const spanish = await h.as(admin, () => translationPanelAction("post", created.data.id))
    expect(spanish).toMatchObject({
      ok: true,
      data: { locale: "es", originalLocale: "en", lines: [{ locale: "en", status: "draft", original: true, id, editHref: `/admin/posts/${id}` }] },
    })
    if (!spanish.ok) return
    expect(spanish.data.source).toMatchObject({ locale: "en" })
    expect(spanish.data.source!.sourceVersion).toBe(spanish.data.source!.version)
    expect(spanish.data.source!.texts).toEqual(
      expect.arrayContaining([
        { label: "Title", text: "Trust trust-panel" },
        { label: "Content", text: "Patients trust clinics." },
      ]),
    )
  })

  it("an English edit of a translatable field makes the Spanish version outdated", async () => {
    const { id, values, version } = await newPost("trust-outdated")
    const created = await h.as(admin, () => createTranslationAction("post", id, "es"))
    if (!created.ok) throw new Error(created.error)
    const edited = await h.as(admin, () => savePost(id, { ...values, title: "Trust, revised" }, { version }))
    expect(edited.ok).toBe(true)
    expect(await h.as(admin, () => translationPanelAction("post", id))).toMatchObject({ ok: true, data: { lines: [{ locale: "es", status: "outdated" }] } })
    const spanish = await h.as(admin, () => translationPanelAction("post", created.data.id))
    expect(spanish).toMatchObject({ ok: true, data: { source: { sourceVersion: version, version: version + 1 } } })
  })

  it("refuse with their reasons as values", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    const { id } = await newPost("trust-refusals")
    expect(await h.as(admin, () => createTranslationAction("post", id, "es"))).toMatchObject({ ok: true })
    const again = await h.as(admin, () => createTranslationAction("post", id, "es"))
    expect(again.ok).toBe(false)
    expect(await h.as(admin, () => createTranslationAction("post", id, "en"))).toEqual({ ok: false, error: "This is the original's own language" })
    expect(await h.as(admin, () => createTranslationAction("post", id, "fr"))).toEqual({ ok: false, error: "Choose one of the site's languages: en, es" })
    expect(await h.as(admin, () => createTranslationAction("person", id, "es"))).toEqual({ ok: false, error: "This content type has no translations" })
    expect(await h.as(admin, () => createTranslationAction("__proto__", id, "es"))).toEqual({ ok: false, error: "This content type has no translations" })
    expect(await h.as(admin, () => translationPanelAction("bogus", id))).toEqual({ ok: false, error: "This content type has no translations" })
    expect(await h.as(admin, () => createTranslationAction("post", MISSING, "es"))).toEqual({ ok: false, error: "Post not found" })
    expect(await h.as(admin, () => translationPanelAction("post", MISSING))).toEqual({ ok: false, error: "Post not found" })
    expect((await h.as(admin, () => createTranslationAction("post", "../etc", "es"))).ok).toBe(false)
  })

  it("refuse a visitor without a session and write nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    const { id } = await newPost("trust-visitor")
    const count = async () => Number((await h.db.query<{ n: number }>("select count(*)::int as n from documents where type = 'post'"))[0]!.n)
    const before = await count()
    expect(await h.as(null, () => createTranslationAction("post", id, "es"))).toEqual({ ok: false, error: "Please sign in to continue" })
    expect(await h.as(null, () => translationPanelAction("post", id))).toEqual({ ok: false, error: "Please sign in to continue" })
    expect(await count()).toBe(before)
  })
})
