import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { CONTACT_RATE_LIMIT, MIN_FILL_MS } from "@/lib/contact/config"
import { CONTACT_TEXT } from "@/lib/contact/messages"
import { submitLocalContact } from "@/lib/contact/submit-local"
import { createRateLimiter } from "@/lib/rate-limit"

import { openHarness, pgliteFactory, type Harness } from "../../../helpers/data-harness"

// The embedded path end to end: the real data layer (createMessage) on an in-memory PGlite database.
let h: Harness
beforeAll(async () => {
  h = await openHarness(pgliteFactory)
}, 60_000)
afterAll(() => h.close())
beforeEach(() => h.truncate())

const person = { name: "Dr. Sofia Alvarez", email: "sofia@alvarezortho.com", message: "We want to grow Invisalign cases in Q3." }
const human = { ...person, honeypot: "", elapsedMs: MIN_FILL_MS + 5_000 }

const stored = () => h.db.query<{ name: string; email: string; message: string; read: boolean }>("select name, email, message, read from messages")
const submit = (input: unknown, ip = "203.0.113.7", limiter = createRateLimiter(CONTACT_RATE_LIMIT)) =>
  h.as(null, () => submitLocalContact(input, { ip, limiter }), { ip })

describe("submitLocalContact", () => {
  it("stores the message, trimmed and unread, before reporting success", async () => {
    expect(await submit({ ...human, name: "  Dr. Sofia Alvarez  " })).toEqual({ ok: true })
    expect(await stored()).toEqual([{ ...person, read: false }])
  })

  it("a filled honeypot pretends success and stores nothing", async () => {
    expect(await submit({ ...human, honeypot: "http://cheap-seo.example" })).toEqual({ ok: true })
    expect(await stored()).toEqual([])
  })

  it("a form sent faster than the minimum fill time, or without one, pretends success and stores nothing", async () => {
    expect(await submit({ ...human, elapsedMs: MIN_FILL_MS - 1 })).toEqual({ ok: true })
    expect(await submit({ ...person })).toEqual({ ok: true })
    expect(await submit({ ...human, elapsedMs: "5000" })).toEqual({ ok: true })
    expect(await stored()).toEqual([])
    expect(await submit({ ...human, elapsedMs: MIN_FILL_MS })).toEqual({ ok: true })
    expect(await stored()).toHaveLength(1)
  })

  it("returns field errors for invalid input and stores nothing", async () => {
    expect(await submit({ ...human, name: "", email: "sofia@", message: "m".repeat(5001) })).toEqual({
      ok: false,
      errors: [],
      fieldErrors: {
        name: ["is required"],
        email: ["should be a valid email address"],
        message: ["must be at most 5,000 characters"],
      },
    })
    expect(await submit({ ...human, name: "n".repeat(201), email: `${"e".repeat(320)}@x.com` })).toMatchObject({
      ok: false,
      fieldErrors: { name: ["must be at most 200 characters"], email: ["must be at most 320 characters"] },
    })
    expect(await submit(null)).toEqual({ ok: false, errors: [CONTACT_TEXT.genericError], fieldErrors: {} })
    expect(await submit("name=x")).toMatchObject({ ok: false })
    expect(await stored()).toEqual([])
  })

  it("allows 5 messages per address in 10 minutes, then refuses with a clear message", async () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT)
    for (let i = 0; i < 5; i++) expect(await submit({ ...human, message: `message ${i}` }, "198.51.100.4", limiter)).toEqual({ ok: true })
    const refused = await submit({ ...human, message: "message 6" }, "198.51.100.4", limiter)
    expect(refused).toEqual({
      ok: false,
      errors: ["You have sent several messages in a short time. Please try again in 10 minutes."],
      fieldErrors: {},
    })
    expect(await submit({ ...human, message: "from elsewhere" }, "198.51.100.5", limiter)).toEqual({ ok: true })
    expect((await stored()).map((r) => r.message).sort()).toEqual(
      ["from elsewhere", "message 0", "message 1", "message 2", "message 3", "message 4"],
    )
  })

  it("reports a storage failure as a failure: never 'sent' when nothing was stored", async () => {
    const broken = await openHarness(pgliteFactory)
    await broken.db.close()
    const result = await broken.as(null, () =>
      submitLocalContact(human, { ip: "203.0.113.9", limiter: createRateLimiter(CONTACT_RATE_LIMIT) }),
    )
    expect(result).toEqual({ ok: false, errors: [CONTACT_TEXT.storageFailed], fieldErrors: {} })
    await broken.close().catch(() => {})
  }, 60_000)
})
