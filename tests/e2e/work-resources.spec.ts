import { expect, test } from "@playwright/test"

import { openTagState } from "@/lib/server/cache/tag-state.mjs"
import { SITE_CONTENT_TAG } from "@/lib/domain/content/cache-tags"

import { registerAndSignIn } from "../helpers/auth"
import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"

// Case studies and a gated resource on a server of its own, on a fresh PostgreSQL database: the documents are
// written into the database the server reads (the case-study and resource editors are not part of this branch), and
// the change is announced through the shared cache-tag state as another server's save would. Then a visitor sees
// them on /work and /resources, asks for the download (a validation error first), follows the signed link, and
// the request waits in the inbox as a download request. Needs TEST_DATABASE_URL (CI sets it).
const url = process.env.TEST_DATABASE_URL
const PORT = Number(process.env.E2E_PORT ?? 3217) + 21
const OWNER = { email: "owner@work-resources.example", password: "work resources e2e password" }
const PDF = "%PDF-1.4\n% Patient journey map\n"

test.describe.configure({ mode: "serial" })

test.describe("case studies, resources and gated downloads", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let site: DatabaseServers
  let db: DatabaseServers["db"]
  let dbUrl = ""
  let base = ""

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await startDatabaseServers({ prefix: "work_resources_e2e", basePort: PORT })
    ;({ db, databaseUrl: dbUrl } = site)
    base = site.servers[0]!.url
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test("a published case study and a gated resource reach the site; the gate leads to the file and to the inbox", async ({ page }) => {
    test.setTimeout(120_000)
    await registerAndSignIn(page, base, OWNER)

    // The file, uploaded to the media library as an editor does.
    const uploaded = await page.request.post(`${base}/api/admin/media`, {
      headers: { "x-file-name": encodeURIComponent("Patient journey map.pdf"), origin: base, "content-type": "application/octet-stream" },
      data: Buffer.from(PDF),
    })
    expect(uploaded.status()).toBe(201)
    const file = ((await uploaded.json()) as { data: { url: string } }).data.url
    expect(file).toMatch(/^\/api\/uploads\//)

    const insert = (type: string, slug: string, title: string, details: Record<string, unknown>) =>
      db.query("insert into documents (type, slug, title, data, published, published_at) values ($1, $2, $3, $4::jsonb, true, now())", [
        type,
        slug,
        title,
        JSON.stringify({ details }),
      ])
    await insert("case_study", "smile-studio-aligners", "Smile Studio fills its aligner consultations", {
      client_industry: "Dental & Orthodontics",
      summary: "Short-form video and a rebuilt booking flow for a three-location orthodontic group.",
      challenge: "Consultation requests had **flattened** for a year.",
      approach: "1. Weekly short-form video\n2. A booking flow in three steps",
      results: [
        { value: "47%", label: "More consultations" },
        { value: "3.2x", label: "Return on ad spend" },
      ],
      images: [],
      testimonial: [{ quote: "Our chairs are full on Saturdays now.", name: "Dr. Maya Chen", role: "Orthodontist" }],
      related_service: "/services/social-media",
    })
    await insert("resource", "patient-journey-map", "Patient Journey Map", {
      kind: "template",
      summary: "Map every step from the first search to the booked visit.",
      file,
      gated: true,
      body: "A worksheet for your **front desk** and your marketing lead.",
    })
    // As another server's save would: the shared cache-tag state tells this server that site content changed.
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

    // /work lists it, next to the page's own figures.
    await expect(async () => {
      await page.goto(`${base}/work`)
      await expect(page.getByTestId("case-study-highlights")).toContainText("Smile Studio fills its aligner consultations", { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Work")
    await expect(page.getByRole("region", { name: "Headline Results" }).getByTestId("metrics").locator("[data-reveal]")).toHaveCount(3)
    await page.getByRole("link", { name: "Smile Studio fills its aligner consultations" }).click()

    await expect(page).toHaveURL(`${base}/work/smile-studio-aligners`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Smile Studio fills its aligner consultations")
    await expect(page.getByTestId("case-study-industry")).toHaveText("Dental & Orthodontics")
    await expect(page.getByTestId("case-study-results").getByRole("listitem")).toHaveText(["47%More consultations", "3.2xReturn on ad spend"])
    await expect(page.getByTestId("case-study-challenge").locator("strong")).toHaveText("flattened")
    await expect(page.getByTestId("case-study-approach").getByRole("listitem")).toHaveText(["Weekly short-form video", "A booking flow in three steps"])
    await expect(page.getByTestId("case-study-testimonial")).toHaveText("“Our chairs are full on Saturdays now.”Dr. Maya Chen, Orthodontist")
    await expect(page.getByTestId("case-study-service")).toHaveAttribute("href", "/services/social-media")
    await expect(page).toHaveTitle("Smile Studio fills its aligner consultations | Lumora Health")
    // Drawn by the collection route, static: the schema.org type its declaration names, and a cacheable answer.
    const ld = async () => {
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
      return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>
    }
    expect(await ld()).toMatchObject({
      "@type": "Article",
      headline: "Smile Studio fills its aligner consultations",
      url: `${base}/work/smile-studio-aligners`,
    })
    expect((await page.request.get(`${base}/work/smile-studio-aligners`)).headers()["cache-control"]).toMatch(/^s-maxage=300\b/)
    expect((await page.request.get(`${base}/work/no-such-study`)).status()).toBe(404)
    // Both join the sitemap (the site-content tag expired it too).
    await expect(async () => {
      const xml = await (await page.request.get(`${base}/sitemap.xml`)).text()
      expect(xml).toContain(`${base}/work/smile-studio-aligners</loc>`)
      expect(xml).toContain(`${base}/resources/patient-journey-map</loc>`)
      expect(xml.match(new RegExp(`<loc>${base}/work</loc>`, "g"))).toHaveLength(1)
    }).toPass({ timeout: 30_000 })

    // The templates page lists the resource; its page offers the gate.
    await expect(async () => {
      await page.goto(`${base}/resources/templates`)
      await expect(page.getByTestId("resource-list")).toContainText("Patient Journey Map", { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Template Library")
    await page.getByRole("link", { name: "Patient Journey Map" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patient Journey Map")
    await expect(page.getByTestId("resource")).toContainText("Map every step from the first search to the booked visit.")
    await expect(page.getByTestId("resource").locator("strong")).toHaveText("front desk")
    expect(await ld()).toMatchObject({ "@type": "CreativeWork", name: "Patient Journey Map", url: `${base}/resources/patient-journey-map` })

    const gate = page.getByTestId("download-gate")
    await gate.getByLabel("Name").fill("Dana Whitfield")
    await gate.getByLabel("Email").fill("dana@clinic")
    await gate.getByRole("button", { name: "Send me the download" }).click()
    await expect(gate.getByText("Email should be a valid email address")).toBeVisible()
    await gate.getByLabel("Email").fill("dana@clinic.example")
    await gate.getByRole("button", { name: "Send me the download" }).click()

    const ready = page.getByTestId("download-ready")
    await expect(ready.getByRole("heading")).toHaveText("Your download is ready")
    await expect(ready).toContainText("The link works for 24 hours.")
    const link = ready.getByRole("link", { name: "Download Patient Journey Map" })
    const href = (await link.getAttribute("href"))!
    expect(href).toMatch(new RegExp(`^${base}/api/downloads/patient-journey-map\\?r=`))
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()])
    expect(download.suggestedFilename()).toBe("Patient-journey-map.pdf")

    const fetched = await page.request.get(href)
    expect(fetched.status()).toBe(200)
    expect(await fetched.text()).toBe(PDF)
    const forged = await page.request.get(href.replace(/s=([0-9a-f])/, (_, c: string) => `s=${c === "0" ? "1" : "0"}`))
    expect(forged.status()).toBe(403)
    expect(await forged.text()).toContain("This download link is not valid. Request the resource again to get a new link.")
    const expired = new URL(href)
    expired.searchParams.set("e", "1")
    expect((await page.request.get(expired.toString())).status()).toBe(403)

    // The inbox shows it as a download request naming its resource.
    await page.goto(`${base}/admin/messages`)
    const item = page.getByTestId("message-item").filter({ hasText: "Dana Whitfield" })
    await expect(item.getByTestId("download-request-badge")).toHaveText("Download request")
    await expect(item).toContainText("Download request: Patient Journey Map")
    await item.getByRole("link", { name: "Open message from Dana Whitfield" }).click()
    await expect(page.getByTestId("download-request-badge")).toHaveText("Download request")
    await expect(page.getByTestId("message-resource")).toHaveText("Patient Journey Map")
    await expect(page.getByTestId("message-resource")).toHaveAttribute("href", "/resources/patient-journey-map")
  })
})
