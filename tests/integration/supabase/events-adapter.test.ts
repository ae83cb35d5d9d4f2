import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { openMessageFields } from "@/lib/backend/sql/lead-crypto"
import { submitEventRegistration } from "@/lib/data/event-registration"
import { runWithDataContext } from "@/lib/server/request/context"

import { MemoryJar } from "../../helpers/data-harness"
import { supabaseLeadBlindIndex, supabaseLeadSecrets } from "../../helpers/supabase-leads"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"

const ANON_KEY = "anon-key-for-tests"
const SLUG = "growth-webinar"
const EVENT_ID = "5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716"

/** What the database answers: the seats taken, and whether the registration function stores or finds the event full. */
let taken = 0
let submit: "stored" | "full" = "stored"

const eventRow = () => ({
  id: EVENT_ID,
  type: "event",
  locale: "en",
  slug: SLUG,
  title: "Growth Webinar",
  data: {
    details: {
      summary: "Reviews and recall.",
      start: "2030-03-03T13:00",
      end: "2030-03-03T14:00",
      time_zone: "America/New_York",
      attendance: "online",
      capacity: "2",
      registration_open: true,
      speakers: [],
    },
  },
  published: true,
  publish_at: null,
  published_at: "2026-11-27T09:00:00.123456+00:00",
  version: 1,
  created_at: "2026-11-27T09:00:00.123456+00:00",
  updated_at: "2026-11-27T09:00:00.123456+00:00",
  path: `/events/${SLUG}`,
  seq: 1,
})

function route(req: RecordedRequest): StubResponse | undefined {
  const body = req.body as Record<string, unknown> | undefined
  switch (`${req.method} ${req.path}`) {
    case "GET /rest/v1/documents":
      return { status: 200, body: req.query.get("slug") === `eq.${SLUG}` ? [eventRow()] : [] }
    case "POST /rest/v1/rpc/event_registrations":
      return { status: 200, body: taken }
    // The project's lead key check and blind index key, sealed (supabase/migrations/20261202002800).
    case "POST /rest/v1/rpc/lead_secrets":
      return { status: 200, body: supabaseLeadSecrets() }
    case "POST /rest/v1/rpc/submit_event_registration":
      // PostgREST answers an error raised with SQLSTATE PTxyz with HTTP status xyz.
      return submit === "full"
        ? { status: 409, body: { code: "PT409", details: null, hint: null, message: "event_full" } }
        : { status: 200, body: body?.p_id ?? null }
  }
  return undefined
}

describe("Supabase adapter: event registration (recorded API shapes)", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  const open = { hit: async () => ({ ok: true, retryAfterMs: 0 }) }
  const register = (raw: Record<string, unknown> = {}) =>
    runWithDataContext(
      { jar: new MemoryJar(), headers: new Headers({ "x-forwarded-for": "203.0.113.9" }), backend: async (jar) => createSupabaseBackend(jar, { url: stub.url, anonKey: ANON_KEY }, "") },
      () =>
        submitEventRegistration(SLUG, { name: "Dana Whitfield", email: "dana@clinic.example", token: null, ...raw }, { ip: "203.0.113.9", tokenAge: async () => 60_000, limiter: open }),
    )
  const calls = (path: string) => stub.requests.filter((r) => r.path === path)

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(() => {
    taken = 0
    submit = "stored"
    stub.requests.length = 0
  })

  it("counts the seats through the function and registers through the other, naming the event by id", async () => {
    expect(await register({ organisation: "Bright Smiles Dental" })).toEqual({ ok: true })
    const [count] = calls("/rest/v1/rpc/event_registrations")
    expect(count!.body).toEqual({ p_event: EVENT_ID })
    const [call, ...more] = calls("/rest/v1/rpc/submit_event_registration")
    expect(more).toEqual([])
    // The lead's fields leave the server sealed, with their blind indexes.
    const body = call!.body as Record<string, string>
    expect(body).toMatchObject({ p_event: EVENT_ID, p_folder: "inbox", p_locale: "en", p_email_bidx: supabaseLeadBlindIndex("email", "dana@clinic.example") })
    expect(openMessageFields({ id: "x", name: body.p_name, email: body.p_email, message: body.p_message })).toEqual({
      name: "Dana Whitfield",
      email: "dana@clinic.example",
      message: "Event registration: Growth Webinar\nOrganisation: Bright Smiles Dental",
      undecryptable: false,
    })
    // No insert of its own: the function is the only way in.
    expect(stub.requests.filter((r) => r.method === "POST" && r.path === "/rest/v1/messages")).toEqual([])
  })

  it("a full event is refused in words: counted full before, or found full by the function in the race for the last seat", async () => {
    taken = 2
    const counted = await register()
    expect(counted).toMatchObject({ ok: false, errors: ["This event is full."] })
    expect(calls("/rest/v1/rpc/submit_event_registration")).toEqual([])

    taken = 1
    submit = "full"
    const raced = await register()
    expect(raced).toMatchObject({ ok: false, errors: ["This event is full."] })
    expect(calls("/rest/v1/rpc/submit_event_registration")).toHaveLength(1)
  })
})
