import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messageRows } from "../../../helpers/lead-crypto"

import { CONTACT_RATE_LIMIT, MIN_FILL_MS } from "@/lib/domain/contact/config"
import { issueFormToken } from "@/lib/server/form-token"
import { CONTACT_TEXT } from "@/lib/copy/contact"
import { submitLocalContact } from "@/lib/data/contact-submit"
import { formStatus } from "@/lib/domain/contact/types"
import { createRateLimiter } from "@/lib/server/limits/rate-limit"

import { openHarness, pgliteFactory, type Harness } from "../../../helpers/data-harness"

// The embedded path end to end: the real data layer (createMessage, the form-token secret) on in-memory PGlite.
let h: Harness
let secret: string
beforeAll(async () => {
  h = await openHarness(pgliteFactory)
  secret = (await h.db.query<{ value: string }>("select value from app_secrets where name = 'form_token'"))[0]!.value
}, 60_000)
afterAll(() => h.close())
beforeEach(() => h.truncate())

const person = { name: "Dr. Sofia Alvarez", email: "sofia@alvarezortho.com", message: "We want to grow Invisalign cases in Q3." }
/** A page opened `ago` ms before sending, as the server's own signed token says. */
const openedAgo = (ago: number) => issueFormToken(secret, Date.now() - ago)
const human = () => ({ ...person, _gotcha: "", token: openedAgo(MIN_FILL_MS + 5_000) })

type Stored = { name: string; email: string; message: string; read: boolean; folder: string; possible_spam: boolean; spam_reason: string }
const stored = () =>
  messageRows<Stored>(h.db, "select name, email, message, read, folder, possible_spam, spam_reason from messages order by seq")
const submit = (input: unknown, ip = "203.0.113.7", limiter = createRateLimiter(CONTACT_RATE_LIMIT)) =>
  h.as(null, () => submitLocalContact(input, { ip, limiter }), { ip })

describe("submitLocalContact", () => {
  it("stores the message, trimmed, unread, in the inbox and not flagged, before reporting success", async () => {
    expect(await submit({ ...human(), name: "  Dr. Sofia Alvarez  " })).toEqual({ ok: true })
    expect(await stored()).toEqual([{ ...person, read: false, folder: "inbox", possible_spam: false, spam_reason: "" }])
  })

  it("a filled honeypot gets the same answer as a person, and the message goes to Spam with the reason", async () => {
    expect(await submit({ ...human(), _gotcha: "http://cheap-seo.example" })).toEqual({ ok: true })
    expect(await stored()).toEqual([{ ...person, read: false, folder: "spam", possible_spam: false, spam_reason: "honeypot filled" }])
  })

  it("sent 1.2 s after the page opened: stored in the inbox as possible spam, with the time in the reason", async () => {
    expect(await submit({ ...person, token: openedAgo(1_200) })).toEqual({ ok: true })
    const [row] = await stored()
    expect(row).toMatchObject({ folder: "inbox", possible_spam: true })
    expect(row!.spam_reason).toMatch(/^sent 1\.[2-9] s after the page opened$/)
  })

  it("a timing the browser claims is not trusted: no token, a forged one or a bare number is a weak signal", async () => {
    const forged = `${Date.now() - 60_000}.${"0".repeat(64)}`
    for (const token of [undefined, forged, "10000", issueFormToken("not-the-server-secret", Date.now() - 60_000)]) {
      expect(await submit({ ...person, token, elapsedMs: 60_000 })).toEqual({ ok: true })
    }
    const rows = await stored()
    expect(rows).toHaveLength(4)
    for (const row of rows) {
      expect(row).toMatchObject({ folder: "inbox", possible_spam: true })
      expect(row.spam_reason).toBe("no valid page-open time (the form's token was missing or invalid)")
    }
  })

  it("records the lead context: page path, referrer origin and UTM values, and nothing else", async () => {
    await submit({
      ...human(),
      page: "/services/seo",
      referrer: "https://www.google.com",
      utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "implants", utm_term: "dental implants", utm_content: "ad-a", gclid: "x" },
    })
    await submit({ ...human(), page: "https://evil.example/x", referrer: "https://www.google.com/search?q=x", utm: "nope" })
    const rows = await h.db.query<{ page_path: string; referrer_origin: string; utm: unknown }>(
      "select page_path, referrer_origin, utm from messages order by seq",
    )
    expect(rows[0]).toEqual({
      page_path: "/services/seo",
      referrer_origin: "https://www.google.com",
      utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "implants", utm_term: "dental implants", utm_content: "ad-a" },
    })
    expect(rows[1]).toEqual({ page_path: "", referrer_origin: "", utm: {} })
  })

  it("returns field errors for invalid input (400) and stores nothing", async () => {
    const invalid = await submit({ ...human(), name: "", email: "sofia@", message: "m".repeat(5001) })
    expect(invalid).toEqual({
      ok: false,
      errors: [],
      fieldErrors: {
        name: ["is required"],
        email: ["should be a valid email address"],
        message: ["must be at most 5,000 characters"],
      },
      reason: "invalid",
    })
    expect(formStatus(invalid)).toBe(400)
    expect(await submit({ ...human(), name: "n".repeat(201), email: `${"e".repeat(320)}@x.com` })).toMatchObject({
      ok: false,
      fieldErrors: { name: ["must be at most 200 characters"], email: ["must be at most 320 characters"] },
    })
    expect(await submit(null)).toEqual({ ok: false, errors: [CONTACT_TEXT.genericError], fieldErrors: {}, reason: "invalid" })
    expect(await submit("name=x")).toMatchObject({ ok: false })
    // A bot's invalid input is refused like a person's: the honeypot is no reason to store garbage.
    expect(await submit({ ...human(), _gotcha: "x", email: "nope" })).toMatchObject({ ok: false })
    expect(await stored()).toEqual([])
  })

  it("allows 5 messages per address in 10 minutes (spam counts too), then refuses with a clear message (429)", async () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT)
    for (let i = 0; i < 4; i++) expect(await submit({ ...human(), message: `message ${i}` }, "198.51.100.4", limiter)).toEqual({ ok: true })
    expect(await submit({ ...human(), _gotcha: "x", message: "spam 4" }, "198.51.100.4", limiter)).toEqual({ ok: true })
    const refused = await submit({ ...human(), message: "message 6" }, "198.51.100.4", limiter)
    expect(refused).toEqual({
      ok: false,
      errors: ["You have sent several messages in a short time. Please try again in 10 minutes."],
      fieldErrors: {},
      reason: "limited",
    })
    expect(formStatus(refused)).toBe(429)
    expect(await submit({ ...human(), message: "from elsewhere" }, "198.51.100.5", limiter)).toEqual({ ok: true })
    expect((await stored()).map((r) => r.message).sort()).toEqual(
      ["from elsewhere", "message 0", "message 1", "message 2", "message 3", "spam 4"],
    )
  })

  it("reports a storage failure as a failure (503): never 'sent' when nothing was stored", async () => {
    const broken = await openHarness(pgliteFactory)
    await broken.db.close()
    const result = await broken.as(null, () =>
      submitLocalContact(human(), { ip: "203.0.113.9", limiter: createRateLimiter(CONTACT_RATE_LIMIT), tokenAge: async () => 60_000 }),
    )
    expect(result).toEqual({ ok: false, errors: [CONTACT_TEXT.storageFailed], fieldErrors: {}, reason: "storage" })
    expect(formStatus(result)).toBe(503)
    await broken.close().catch(() => {})
  }, 60_000)
})

describe("submitLocalContact in the form's language", () => {
  it("answers a form sent from a Spanish page in Spanish, and an unknown locale in English", async () => {
    const es = await submit({ ...human(), email: "nope", message: "", locale: "es" })
    expect(es).toEqual({
      ok: false,
      errors: [],
      fieldErrors: { email: ["debe ser una dirección de correo electrónico válida"], message: ["es obligatorio"] },
      reason: "invalid",
    })
    expect(formStatus(es)).toBe(400)
    const other = await submit({ ...human(), email: "nope", locale: "xx" })
    expect(other).toEqual({ ok: false, errors: [], fieldErrors: { email: ["should be a valid email address"] }, reason: "invalid" })
    expect(await stored()).toEqual([])
  })
})
