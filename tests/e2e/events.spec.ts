import { expect, test } from "@playwright/test"

import { openTagState } from "@/lib/server/cache/tag-state.mjs"
import { SITE_CONTENT_TAG } from "@/lib/domain/content/cache-tags"

import { registerAndSignIn, signInAt } from "../helpers/auth"
import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"

// Events on a server of its own (the site's zone New York), on a fresh PostgreSQL database: events are written into
// the database the server reads, as the documents spec does. A visitor sees /events with upcoming events first and
// past ones apart, one event's page with its times, status, JSON-LD and calendar file, and the admin lists them at
// /admin/events. Needs TEST_DATABASE_URL (CI sets it).
const url = process.env.TEST_DATABASE_URL
const PORT = Number(process.env.E2E_PORT ?? 3217) + 40
const OWNER = { email: "owner@events.example", password: "events e2e owner password" }

test.describe.configure({ mode: "serial" })

test.describe("events", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let site: DatabaseServers
  let db: DatabaseServers["db"]
  let dbUrl = ""
  let base = ""

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await startDatabaseServers({ prefix: "events_e2e", basePort: PORT, env: { SITE_TIME_ZONE: "America/New_York" } })
    ;({ db, databaseUrl: dbUrl } = site)
    base = site.servers[0]!.url
    const insert = (slug: string, title: string, details: Record<string, unknown>, locale = "en") =>
      db.query("insert into documents (type, slug, title, data, published, published_at, locale) values ('event', $1, $2, $3::jsonb, true, now(), $4)", [
        slug,
        title,
        JSON.stringify({ details: { time_zone: "America/New_York", attendance: "online", registration_open: true, capacity: "", speakers: [], ...details } }),
        locale,
      ])
    await insert("ads-workshop", "Paid ads for dental practices", {
      summary: "Budgets, keywords; and what to measure.",
      start: "2031-01-14T13:00",
      end: "2031-01-14T14:30",
      body: "We look at **real** campaigns.",
    })
    await insert("reviews-webinar", "Getting more patient reviews", { summary: "A webinar on reviews.", start: "2030-03-05T13:00", end: "2030-03-05T14:00", registration_open: false })
    await insert("small-workshop", "Website audit workshop", { summary: "One seat only.", start: "2031-02-04T13:00", end: "2031-02-04T14:00", capacity: "1" })
    await insert("seo-clinic", "Local SEO clinic", {
      summary: "An afternoon in person.",
      start: "2020-05-01T10:00",
      end: "2020-05-01T12:00",
      attendance: "in_person",
      place: "Lumora studio",
      address: "12 Main Street, Boston",
    })
    const env = process.env.DATABASE_URL
    process.env.DATABASE_URL = dbUrl
    const tags = openTagState()
    try {
      await tags.revalidate([SITE_CONTENT_TAG])
    } finally {
      await tags.close()
      if (env === undefined) delete process.env.DATABASE_URL
      else process.env.DATABASE_URL = env
    }
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test("/events lists upcoming events soonest first and past ones under their own heading", async ({ page }) => {
    const response = await page.goto(`${base}/events`)
    // Static (prerendered, then refreshed by its cache tags), not rendered per request: a cacheable answer.
    expect(response?.headers()["cache-control"]).toMatch(/^s-maxage=300\b/)
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Upcoming events" })).toBeVisible()
    const upcoming = page.getByTestId("events-upcoming").getByRole("heading", { level: 3 })
    await expect(upcoming).toHaveText(["Getting more patient reviews", "Paid ads for dental practices", "Website audit workshop"])
    await expect(page.getByTestId("events-upcoming")).toContainText("Tue, Mar 5, 2030, 1:00 PM ET")
    await expect(page.getByRole("heading", { name: "Past events" })).toBeVisible()
    await expect(page.getByTestId("events-past").getByRole("heading", { level: 3 })).toHaveText(["Local SEO clinic"])
  })

  test("an event's page shows its times, status and JSON-LD, and gives a calendar file", async ({ page }) => {
    await page.goto(`${base}/events/ads-workshop`)
    await expect(page.getByRole("heading", { level: 1, name: "Paid ads for dental practices" })).toBeVisible()
    await expect(page.getByTestId("event-when")).toHaveText("Tue, Jan 14, 2031, 1:00 PM ET – Tue, Jan 14, 2031, 2:30 PM ET")
    await expect(page.getByText("real campaigns")).toBeVisible()
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, unknown>
    expect(ld).toMatchObject({
      "@type": "Event",
      name: "Paid ads for dental practices",
      startDate: "2031-01-14T13:00:00-05:00",
      endDate: "2031-01-14T14:30:00-05:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation" },
      organizer: { "@type": "Organization" },
    })

    const download = page.waitForEvent("download")
    await page.getByRole("link", { name: "Add to calendar" }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe("ads-workshop.ics")
    const ics = await page.request.get(`${base}/api/events/ads-workshop/calendar`)
    expect(ics.headers()["content-type"]).toContain("text/calendar")
    const text = await ics.text()
    expect(text).toContain("DTSTART:20310114T180000Z\r\n")
    expect(text).toContain("DTEND:20310114T193000Z\r\n")
    expect(text).toContain("SUMMARY:Paid ads for dental practices\r\n")
    expect(text).toContain("DESCRIPTION:Budgets\\, keywords\\; and what to measure.\r\n")
    expect((await page.request.get(`${base}/api/events/no-such-event/calendar`)).status()).toBe(404)
  })

  test("closed registration and a past event say so; an unknown event is not found", async ({ page }) => {
    await page.goto(`${base}/events/reviews-webinar`)
    await expect(page.getByRole("status")).toHaveText("Registration is closed.")
    await page.goto(`${base}/events/seo-clinic`)
    await expect(page.getByRole("status")).toHaveText("This event has ended.")
    await expect(page.getByText("Lumora studio, 12 Main Street, Boston")).toBeVisible()
    const missing = await page.goto(`${base}/events/nothing-here`)
    expect(missing?.status()).toBe(404)
  })

  test("the admin lists events at /admin/events", async ({ page }) => {
    await registerAndSignIn(page, base, OWNER)
    await page.goto(`${base}/admin/events`)
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible()
    await expect(page.getByText("Paid ads for dental practices")).toBeVisible()
  })

  test("a visitor registers through the event's form; the inbox shows it with its badge naming the event", async ({ page }) => {
    await page.goto(`${base}/events/ads-workshop`)
    const form = page.getByRole("form", { name: "Register" })
    await form.getByLabel("Name").fill("Dana Whitfield")
    await form.getByLabel("Email").fill("dana@clinic")
    await form.getByRole("button", { name: "Register" }).click()
    await expect(form.getByText("Email should be a valid email address")).toBeVisible()
    await form.getByLabel("Email").fill("dana@clinic.example")
    await form.getByLabel("Organisation (optional)").fill("Bright Smiles Dental")
    await form.getByRole("button", { name: "Register" }).click()
    await expect(page.getByRole("status").filter({ hasText: "You're registered." })).toBeVisible()

    await signInAt(page, base, OWNER)
    await page.goto(`${base}/admin/messages`)
    const item = page.getByTestId("message-item").filter({ hasText: "Dana Whitfield" })
    await expect(item.getByTestId("event-registration-badge")).toHaveText("Event registration: Paid ads for dental practices")
    await item.getByRole("link", { name: "Open message from Dana Whitfield" }).click()
    await expect(page.getByTestId("event-registration-badge")).toHaveText("Event registration: Paid ads for dental practices")
    await expect(page.getByTestId("message-event")).toHaveText("Paid ads for dental practices")
    await expect(page.getByTestId("message-body")).toHaveText("Event registration: Paid ads for dental practices\nOrganisation: Bright Smiles Dental")
  })

  test("a full event and a closed registration show no form and the server refuses in words, storing nothing", async ({ page }) => {
    const before = Number((await db.query("select count(*)::int as n from messages")).rows[0].n)
    await page.goto(`${base}/events/small-workshop`)
    const form = page.getByRole("form", { name: "Register" })
    await form.getByLabel("Name").fill("Lee Park")
    await form.getByLabel("Email").fill("lee@spa.example")
    await form.getByRole("button", { name: "Register" }).click()
    await expect(page.getByRole("status").filter({ hasText: "You're registered." })).toBeVisible()
    // The one seat is taken: the page says so and offers no form.
    await expect(async () => {
      await page.goto(`${base}/events/small-workshop`)
      await expect(page.getByRole("status")).toHaveText("This event is full.", { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.getByRole("form", { name: "Register" })).toHaveCount(0)

    const post = (slug: string) =>
      page.request.post(`${base}/api/leads/event/${slug}`, { headers: { Origin: base }, data: { name: "Sam Lowe", email: "sam@clinic.example" } })
    const full = await post("small-workshop")
    expect(full.status()).toBe(409)
    expect(await full.json()).toMatchObject({ ok: false, errors: ["This event is full."] })

    await page.goto(`${base}/events/reviews-webinar`)
    await expect(page.getByRole("status")).toHaveText("Registration is closed.")
    await expect(page.getByRole("form", { name: "Register" })).toHaveCount(0)
    const closed = await post("reviews-webinar")
    expect(closed.status()).toBe(409)
    expect(await closed.json()).toMatchObject({ ok: false, errors: ["Registration is closed."] })

    const bad = await page.request.post(`${base}/api/leads/event/ads-workshop`, { headers: { Origin: base }, data: { name: "Sam Lowe", email: "nope" } })
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({ ok: false, fieldErrors: { email: ["should be a valid email address"] } })
    expect(Number((await db.query("select count(*)::int as n from messages")).rows[0].n)).toBe(before + 1)
  })
})
