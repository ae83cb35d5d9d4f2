import { expect, test, type Browser, type Page } from "@playwright/test"

import { expectToast, TINY_PNG } from "../helpers/admin"
import { registerAndSignIn } from "../helpers/auth"
import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"
import { startMailSink, type MailSink } from "../helpers/mail-sink"
import { mailedReviewLink } from "../helpers/review-mail"

// The public line of a medical review on every reviewable type, end to end, on a production server over a fresh
// PostgreSQL database with a real SMTP sink: a resource and a site page are sent for review, signed off through the
// e-mailed link in a signed-out browser, and their public pages (cached before the sign-off) then say "Medically
// reviewed by …" with the MedicalWebPage JSON-LD. A resource's reviewed fields are the text a patient reads: an edit
// of its cover's alt text or of its download gate keeps the line, an edit of its summary removes it. Needs
// TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217) + 50
const OWNER = { email: "owner@public-review.test", password: "public medical review owner passphrase 5521" }
const REVIEWER_EMAIL = "ana@clinic.test"
const REVIEWER = "Dr. Ana Ruiz"
const TITLE = "Dental Implant Aftercare Guide"
const SLUG = "dental-implant-aftercare"
const SUMMARY = "What to expect in the first weeks after an implant."
const LINE = `Medically reviewed by ${REVIEWER}, DDS on`

test.describe.configure({ mode: "serial" })

test.describe("medical review on public pages: resources and site pages show the standing approval", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let servers: DatabaseServers
  let sink: MailSink
  let base = ""
  let page: Page
  let editorUrl = ""

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000)
    sink = await startMailSink(0)
    servers = await startDatabaseServers({ prefix: "mrpub_e2e", basePort: BASE_PORT, env: { SMTP_URL: sink.url, MAIL_FROM: "Lumora <website@public-review.test>" } })
    base = servers.servers[0]!.url
    page = await browser.newPage()
    await registerAndSignIn(page, base, OWNER)
  })

  test.afterAll(async () => {
    await page?.close()
    await servers?.stop()
    await sink?.stop()
  })

  /** The review link in the newest e-mail to the reviewer received after `after`. */
  const mailedLink = (after: number) => mailedReviewLink(sink, REVIEWER_EMAIL, after)

  /** Asks for a review in the editor's box at `editor`, and returns the e-mailed link. */
  async function requestReview(editor: string): Promise<string> {
    await page.goto(editor)
    const box = page.getByTestId("medical-review")
    await expect(async () => {
      await box.getByLabel("Reviewer", { exact: true }).selectOption({ label: `${REVIEWER}, DDS` }, { timeout: 2_000 })
      await box.getByLabel("Reviewer's e-mail").fill(REVIEWER_EMAIL, { timeout: 2_000 })
      await expect(box.getByLabel("Reviewer's e-mail")).toHaveValue(REVIEWER_EMAIL, { timeout: 1_000 })
      // Checked last: hydration of the editor may have set the list back after it was chosen.
      await expect(box.getByLabel("Reviewer", { exact: true })).not.toHaveValue("", { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    const sent = Date.now()
    await box.getByRole("button", { name: "Request review" }).click()
    await expectToast(page, "Success", "Review requested")
    return mailedLink(sent)
  }

  /** Signs off through the link in a signed-out browser of its own; `check` looks at the page first. */
  async function approveThrough(browser: Browser, link: string, check?: (reviewer: Page) => Promise<void>) {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.78" } })
    const reviewer = await context.newPage()
    await reviewer.goto(link)
    await expect(reviewer.getByRole("heading", { name: "Medical review", level: 1 })).toBeVisible()
    await check?.(reviewer)
    await reviewer.getByRole("button", { name: "Approve" }).click()
    await expect(reviewer.getByText("Thank you. Your approval is recorded.")).toBeVisible()
    await context.close()
  }

  /** The page's JSON-LD objects, from its HTML as a visitor gets it. */
  async function jsonLdOf(path: string): Promise<Record<string, unknown>[]> {
    const html = await (await page.request.get(`${base}${path}`)).text()
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
  }

  /** A visitor's view of `path` (a fresh context: no member cookie), once `check` passes (the page refreshes). */
  async function eventually(browser: Browser, path: string, check: (visitor: Page) => Promise<void>) {
    const context = await browser.newContext()
    const visitor = await context.newPage()
    try {
      await expect(async () => {
        await visitor.goto(`${base}${path}`)
        await check(visitor)
      }).toPass({ timeout: 20_000 })
    } finally {
      await context.close()
    }
  }

  async function save() {
    await page.getByRole("button", { name: "Save Resource" }).click()
    await expectToast(page, "Success", "Resource updated successfully")
  }

  const today = () => {
    const now = new Date()
    return { text: now.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }), iso: now.toISOString().slice(0, 10) }
  }

  test("a resource: signed off by link, its cached page states the approval; an alt-text or gate edit keeps it, a summary edit removes it", async ({ browser }) => {
    test.setTimeout(240_000)
    await page.goto(`${base}/admin/people/new`)
    await page.getByLabel("Name", { exact: true }).fill(REVIEWER)
    await page.getByLabel("Credentials", { exact: true }).fill("DDS")
    await page.getByRole("button", { name: "Save Person" }).click()
    await expectToast(page, "Success", "Person created successfully")

    const upload = async (name: string, data: Buffer | string) => {
      const response = await page.request.post(`${base}/api/admin/media`, {
        headers: { "x-file-name": encodeURIComponent(name), origin: base, "content-type": "application/octet-stream" },
        data: typeof data === "string" ? Buffer.from(data) : data,
      })
      expect(response.status()).toBe(201)
      return ((await response.json()) as { data: { url: string } }).data.url
    }
    const file = await upload("implant-aftercare.pdf", "%PDF-1.4\n% implant aftercare\n")
    const cover = await upload("implant-cover.png", TINY_PNG)

    await page.goto(`${base}/admin/resources/new`)
    await expect(async () => {
      await page.getByLabel("Title", { exact: true }).fill(TITLE)
      await page.getByLabel("Slug", { exact: true }).fill(SLUG)
      await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(SLUG, { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await page.getByLabel("Summary", { exact: true }).fill(SUMMARY)
    await page.getByLabel("File", { exact: true }).fill(file)
    await page.getByLabel("Description", { exact: true }).fill("Rest, soft food, and gentle brushing.")
    await page.getByRole("checkbox", { name: "Published" }).check()
    await page.getByRole("button", { name: "Save Resource" }).click()
    await expectToast(page, "Success", "Resource created successfully")
    await expect(page).toHaveURL(/\/admin\/resources\/[0-9a-f-]{36}$/)
    editorUrl = page.url()
    const id = editorUrl.split("/").at(-1)!
    // Its cover (a picked image, {src, alt, width, height}), set before anyone saw the page.
    await servers.db.query("update documents set data = jsonb_set(data, '{details,cover}', $1::jsonb) where id = $2", [
      JSON.stringify({ src: cover, alt: "A dental implant model", width: 1, height: 1 }),
      id,
    ])

    // Live and optionally reviewed: no line yet. A visitor's visit caches the page as it is.
    await eventually(browser, `/resources/${SLUG}`, async (visitor) => {
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(TITLE, { timeout: 1_000 })
      await expect(visitor.getByTestId("reviewed-by")).toHaveCount(0)
    })
    expect((await jsonLdOf(`/resources/${SLUG}`)).some((d) => d["@type"] === "MedicalWebPage")).toBe(false)

    const link = await requestReview(editorUrl)
    await approveThrough(browser, link, async (reviewer) => {
      // The reviewer reads the text a patient reads, sub-field by sub-field; not the cover's alt text or the gate.
      await expect(reviewer.locator('pre[data-field="details.summary"]').last()).toHaveText(SUMMARY)
      await expect(reviewer.locator("body")).not.toContainText("A dental implant model")
    })

    const { text, iso } = today()
    await eventually(browser, `/resources/${SLUG}`, async (visitor) => {
      await expect(visitor.getByTestId("reviewed-by")).toHaveText(`${LINE} ${text}`, { timeout: 1_000 })
    })
    expect((await jsonLdOf(`/resources/${SLUG}`)).find((d) => d["@type"] === "MedicalWebPage")).toMatchObject({
      name: TITLE,
      lastReviewed: iso,
      reviewedBy: { "@type": "Person", name: REVIEWER, honorificSuffix: "DDS" },
    })

    // The cover's alt text is outside the review: saved, shown, and the line stays.
    await page.goto(editorUrl)
    await expect(page.getByTestId("review-state")).toHaveText("Published")
    await page.getByLabel("Cover image: Alt text").fill("A model of a dental implant in a jaw")
    await save()
    await page.reload()
    await expect(page.getByTestId("review-state")).toHaveText("Published")
    await eventually(browser, `/resources/${SLUG}`, async (visitor) => {
      await expect(visitor.getByRole("img", { name: "A model of a dental implant in a jaw" })).toHaveCount(1, { timeout: 1_000 })
      await expect(visitor.getByTestId("reviewed-by")).toHaveText(`${LINE} ${text}`, { timeout: 1_000 })
    })

    // So is the download gate.
    await page.getByRole("checkbox", { name: "Ask for name and e-mail before the download" }).check()
    await save()
    await page.reload()
    await expect(page.getByTestId("review-state")).toHaveText("Published")
    await eventually(browser, `/resources/${SLUG}`, async (visitor) => {
      await expect(visitor.getByTestId("download-gate")).toHaveCount(1, { timeout: 1_000 })
      await expect(visitor.getByTestId("reviewed-by")).toHaveText(`${LINE} ${text}`, { timeout: 1_000 })
    })

    // The summary is reviewed text: its edit withdraws the approval, and the page no longer claims a review.
    await page.getByLabel("Summary", { exact: true }).fill(`${SUMMARY} Call us if it hurts.`)
    await save()
    await page.reload()
    await expect(page.getByTestId("review-state")).toHaveText("In medical review")
    await eventually(browser, `/resources/${SLUG}`, async (visitor) => {
      await expect(visitor.getByText("Call us if it hurts.")).toHaveCount(1, { timeout: 1_000 })
      await expect(visitor.getByTestId("reviewed-by")).toHaveCount(0)
    })
    expect((await jsonLdOf(`/resources/${SLUG}`)).some((d) => d["@type"] === "MedicalWebPage")).toBe(false)
  })

  test("a site page (a service page built from sections): signed off by link, its cached page states the approval", async ({ browser }) => {
    test.setTimeout(180_000)
    const path = "/services/seo"
    const row = (await servers.db.query("select id, title from documents where type = 'site_page' and slug = 'services/seo' and locale = 'en'")).rows[0] as { id: string; title: string }
    expect(row).toBeTruthy()
    await eventually(browser, path, async (visitor) => {
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 1_000 })
      await expect(visitor.getByTestId("reviewed-by")).toHaveCount(0)
    })
    const link = await requestReview(`${base}/admin/site-pages/${row.id}`)
    await approveThrough(browser, link)
    const { text, iso } = today()
    await eventually(browser, path, async (visitor) => {
      await expect(visitor.getByTestId("reviewed-by")).toHaveText(`${LINE} ${text}`, { timeout: 1_000 })
    })
    expect((await jsonLdOf(path)).find((d) => d["@type"] === "MedicalWebPage")).toMatchObject({
      name: row.title,
      url: `${base}${path}`,
      lastReviewed: iso,
      reviewedBy: { "@type": "Person", name: REVIEWER, honorificSuffix: "DDS" },
    })
  })
})
