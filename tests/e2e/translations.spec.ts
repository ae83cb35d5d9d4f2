import { expect, test, type Locator, type Page } from "@playwright/test"

import { expectNoSeriousAdminAxeViolations } from "./axe-admin"
import { expectToast, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"

// Editing translations in the admin: each record's Languages panel says every other language's status in words,
// creates a missing version, opens an existing one, and a translation shows the English text beside its form.
// The interface's words are typed out here, not imported: a test that read the product's copy could not catch a
// wrong one. The public Spanish pages are tests/e2e/spanish.spec.ts's; here only a translation's preview is.
//
// The run shares one server and one data folder with every other spec: the site page made here is deleted in a
// `finally`, and the seeded service page is only read (the Spanish seed may or may not have made its translation).

const ID_URL = /\/[0-9a-f-]{36}$/

const panel = (page: Page) => page.getByTestId("languages-panel")
const statusLine = (page: Page, locale: "en" | "es") => panel(page).getByTestId(`language-${locale}`).getByTestId("translation-status")

/** Waits until the editor is live (its history loads in the browser): a click before React runs goes unheard. */
async function editorReady(page: Page) {
  await expect(page.getByTestId("history-panel").getByTestId("revision").first()).toBeVisible()
}

async function setPublished(page: Page, published: boolean) {
  const box = page.getByRole("checkbox", { name: "Published" })
  if (published) await box.check()
  else await box.uncheck()
}

async function save(page: Page, button: string, toast: string) {
  await page.getByRole("button", { name: button }).click()
  await expectToast(page, "Success", toast)
}

/** The Spanish status line reads `words`, in the panel and after a reload (it is the server's word, not the browser's). */
async function expectSpanish(page: Page, words: string) {
  await expect(statusLine(page, "es")).toHaveText(words)
}

async function titleField(page: Page): Promise<Locator> {
  return page.getByLabel("Title", { exact: true })
}

test.describe("editing translations", () => {
  test("a post: add the Spanish version, translate it, publish it on its own; an English edit makes it outdated", async ({ page }) => {
    test.setTimeout(150_000)
    const title = unique("Patient trust in dental care")
    const spanishTitle = `${title} (ES) Confianza del paciente`
    let englishUrl = ""
    let spanishUrl = ""

    await test.step("a new English post says Spanish: missing", async () => {
      await ensureAdmin(page, "/admin/posts/new")
      await expect(page.getByRole("heading", { level: 1, name: "Create New Post" })).toBeVisible()
      // A new record has no languages yet.
      await expect(panel(page)).toHaveCount(0)
      await expect(async () => {
        await (await titleField(page)).fill(title)
        await expect(page.getByLabel("Slug", { exact: true })).not.toHaveValue("", { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await page.getByLabel("Excerpt", { exact: true }).fill("Why patients trust clinics that show up.")
      await page.getByLabel("Content", { exact: true }).fill("## Why it works\n\nPatients trust clinics that **show up**.")
      await save(page, "Save Post", "Post created successfully")
      await expect(page).toHaveURL(ID_URL)
      englishUrl = page.url()
      await editorReady(page)
      await expect(panel(page).getByRole("heading", { name: "Languages" })).toBeVisible()
      await expect(panel(page)).toContainText("This version: English")
      await expectSpanish(page, "Spanish: missing")
      await expect(panel(page).getByRole("link", { name: "Open Spanish" })).toHaveCount(0)
    })

    await test.step("Add Spanish translation opens the Spanish draft's editor", async () => {
      await panel(page).getByRole("button", { name: "Add Spanish translation" }).click()
      await expectToast(page, "Success", "Spanish translation created")
      await expect(page).not.toHaveURL(englishUrl)
      await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
      spanishUrl = page.url()
      await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible()
      await editorReady(page)
      await expect(panel(page)).toContainText("This version: Spanish")
      await expect(statusLine(page, "en")).toHaveText("English: draft")
      await expect(panel(page).getByTestId("source-version")).toHaveText(/^Last saved against the current English version \(version \d+\)\.$/)
      // A draft copy of the English text, to translate.
      await expect(await titleField(page)).toHaveValue(title)
      await expect(page.getByRole("checkbox", { name: "Published" })).not.toBeChecked()
    })

    await test.step("Show English source puts the English text beside the form, read-only", async () => {
      const toggle = panel(page).getByRole("button", { name: "Show English source" })
      await toggle.click()
      await expect(toggle).toHaveAttribute("aria-pressed", "true")
      const source = page.getByTestId("translation-source")
      await expect(source.getByRole("heading", { name: "English source" })).toBeVisible()
      await expect(source).toContainText(title)
      await expect(source).toContainText("Patients trust clinics that **show up**.")
      await expect(source.getByRole("textbox")).toHaveCount(0)
      // Side by side on a wide screen: the source starts left of the form, at the same height.
      const sourceBox = (await source.boundingBox())!
      const formBox = (await page.getByTestId("post-editor").boundingBox())!
      expect(sourceBox.x + sourceBox.width).toBeLessThanOrEqual(formBox.x + 1)
      await page.screenshot({ path: test.info().outputPath("source-open.png"), fullPage: true })
      await expectNoSeriousAdminAxeViolations(page)
      await toggle.click()
      await expect(source).toHaveCount(0)
    })

    await test.step("the Spanish title is saved as a draft", async () => {
      await (await titleField(page)).fill(spanishTitle)
      await save(page, "Save Post", "Post updated successfully")
      await page.reload()
      await expect(await titleField(page)).toHaveValue(spanishTitle)
      await expect(page.getByRole("checkbox", { name: "Published" })).not.toBeChecked()
    })

    await test.step("Preview opens the Spanish draft on its Spanish address, in Spanish", async () => {
      const slug = await page.getByLabel("Slug", { exact: true }).inputValue()
      const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("preview-button").click()])
      await popup.waitForURL(new RegExp(`/es/blog/${slug}\\?preview=`))
      await expect(popup.locator("html")).toHaveAttribute("lang", "es")
      await expect(popup.getByRole("heading", { level: 1 })).toHaveText(spanishTitle)
      await expect(popup.getByRole("link", { name: "Volver al blog" })).toBeVisible()
      await popup.close()
    })

    await test.step("back on the English post: Spanish: draft, and the English post kept its title", async () => {
      await panel(page).getByRole("link", { name: "Open English" }).click()
      await expect(page).toHaveURL(englishUrl)
      await editorReady(page)
      await expectSpanish(page, "Spanish: draft")
      await expect(await titleField(page)).toHaveValue(title)
      await expect(panel(page).getByRole("button", { name: "Add Spanish translation" })).toHaveCount(0)
    })

    await test.step("publishing the Spanish post leaves the English one a draft", async () => {
      await panel(page).getByRole("link", { name: "Open Spanish" }).click()
      await expect(page).toHaveURL(spanishUrl)
      await editorReady(page)
      await setPublished(page, true)
      await save(page, "Save Post", "Post updated successfully")
      await expect(statusLine(page, "en")).toHaveText("English: draft")

      await page.goto(englishUrl)
      await editorReady(page)
      await expectSpanish(page, "Spanish: published")
      await expect(page.getByRole("checkbox", { name: "Published" })).not.toBeChecked()
      await expect(page.getByRole("link", { name: "View on site" })).toHaveCount(0)
    })

    await test.step("the list shows both, each with its language and status, and filters by language", async () => {
      await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
      const rows = page.getByTestId("post-row")
      await expect(rows).toHaveCount(2)
      const english = rows.filter({ has: page.getByRole("link", { name: title, exact: true }) })
      const spanish = rows.filter({ has: page.getByRole("link", { name: spanishTitle, exact: true }) })
      await expect(english.getByTestId("language-badge")).toHaveText("English")
      await expect(english.getByTestId("status-badge")).toHaveText("Draft")
      await expect(spanish.getByTestId("language-badge")).toHaveText("Spanish")
      await expect(spanish.getByTestId("status-badge")).toHaveText("Published")

      const filter = page.getByRole("navigation", { name: "Language" })
      await filter.getByRole("link", { name: "Spanish" }).click()
      await expect(page).toHaveURL(/[?&]locale=es/)
      await expect(rows).toHaveCount(1)
      await expect(rows.getByTestId("language-badge")).toHaveText("Spanish")
      await expect(filter.getByRole("link", { name: "Spanish" })).toHaveAttribute("aria-current", "page")
      await filter.getByRole("link", { name: "English" }).click()
      await expect(page).toHaveURL(/[?&]locale=en/)
      await expect(rows).toHaveCount(1)
      await expect(rows.getByTestId("language-badge")).toHaveText("English")
      await filter.getByRole("link", { name: "All" }).click()
      await expect(rows).toHaveCount(2)
    })

    await test.step("editing the English title makes the Spanish version outdated", async () => {
      await page.goto(englishUrl)
      await editorReady(page)
      await (await titleField(page)).fill(`${title} revised`)
      await save(page, "Save Post", "Post updated successfully")
      await expectSpanish(page, "Spanish: outdated — the English version changed since")
      await page.screenshot({ path: test.info().outputPath("outdated.png") })
      await expectNoSeriousAdminAxeViolations(page)
      await page.reload()
      await expectSpanish(page, "Spanish: outdated — the English version changed since")
      // Still a draft: the Spanish publish never touched it.
      await expect(page.getByRole("checkbox", { name: "Published" })).not.toBeChecked()
    })

    await test.step("the Spanish editor says which English version it was saved against, and shows the new English text", async () => {
      await page.goto(spanishUrl)
      await editorReady(page)
      await expect(page.getByRole("checkbox", { name: "Published" })).toBeChecked()
      await expect(panel(page).getByTestId("source-version")).toHaveText(/^Last saved against English version \d+; the English version is now at version \d+\.$/)
      await panel(page).getByRole("button", { name: "Show English source" }).click()
      await expect(page.getByTestId("translation-source")).toContainText(`${title} revised`)
      // Saving the translation brings it up to date with the English version.
      await save(page, "Save Post", "Post updated successfully")
      await expect(panel(page).getByTestId("source-version")).toHaveText(/^Last saved against the current English version/)
      await page.goto(englishUrl)
      await editorReady(page)
      await expectSpanish(page, "Spanish: published")
    })
  })

  test("a singleton (the footer): its Spanish version opens at its own address under Menus & Site Settings", async ({ page }) => {
    await ensureAdmin(page, "/admin/settings/footer")
    await expect(page.getByRole("heading", { level: 1, name: "Edit Footer" })).toBeVisible()
    await editorReady(page)
    // A site seeded with its Spanish chrome (or a retry) already has the Spanish footer: then it is opened.
    const words = await statusLine(page, "es").textContent()
    expect(words).toMatch(/^Spanish: (missing|draft|scheduled|published|outdated — the English version changed since)$/)
    const wasMissing = words === "Spanish: missing"
    if (wasMissing) {
      await panel(page).getByRole("button", { name: "Add Spanish translation" }).click()
      await expectToast(page, "Success", "Spanish translation created")
    } else {
      await panel(page).getByRole("link", { name: "Open Spanish" }).click()
    }
    await expect(page).toHaveURL(/\/admin\/settings\/footer\/[0-9a-f-]{36}$/)
    await expect(page.getByRole("heading", { level: 1, name: "Edit Footer" })).toBeVisible()
    await editorReady(page)
    await expect(panel(page)).toContainText("This version: Spanish")
    await expect(statusLine(page, "en")).toHaveText("English: published")
    await expect(panel(page).getByRole("button", { name: "Show English source" })).toBeVisible()
    // A new translation is a draft: the live footer stays the English one.
    if (wasMissing) await expect(page.getByRole("checkbox", { name: "Published" })).not.toBeChecked()
    await panel(page).getByRole("link", { name: "Open English" }).click()
    await expect(page).toHaveURL(/\/admin\/settings\/footer$/)
    await editorReady(page)
    await expect(panel(page)).toContainText("This version: English")
    if (wasMissing) await expectSpanish(page, "Spanish: draft")
  })

  test("a service page's collection editor has its Languages panel", async ({ page }) => {
    await ensureAdmin(page, "/admin/site-pages?locale=en")
    const row = page.locator('[data-testid="site_page-row"][data-slug="services/analytics"][data-locale="en"]')
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId("language-badge")).toHaveText("English")
    await row.getByRole("link", { name: "Analytics & Reporting", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Edit Site Page" })).toBeVisible()
    await editorReady(page)
    await expect(panel(page)).toContainText("This version: English")
    // Whether the Spanish seed has run on this site or not, the line says it in the panel's words.
    await expect(statusLine(page, "es")).toHaveText(/^Spanish: (missing|draft|scheduled|published|outdated — the English version changed since)$/)
    const missing = (await statusLine(page, "es").textContent()) === "Spanish: missing"
    await expect(panel(page).getByRole(missing ? "button" : "link", { name: missing ? "Add Spanish translation" : "Open Spanish" })).toBeVisible()
  })

  test("a site page in its collection editor: Spanish version added, translated, published on its own, outdated after an English edit", async ({ page }) => {
    test.setTimeout(150_000)
    const run = Date.now().toString(36)
    const englishTitle = `Implant consultation ${run}`
    const spanishTitle = `Consulta de implantes ${run}`
    const description = `A free first consultation for dental implants, with a plan and a price before any treatment ${run}.`
    let englishUrl = ""

    await test.step("a new English site page says Spanish: missing", async () => {
      await ensureAdmin(page, "/admin/site-pages/new")
      await expect(page.getByRole("heading", { level: 1, name: "Create New Site Page" })).toBeVisible()
      await expect(page.getByRole("button", { name: "Add section", exact: true })).toBeEnabled()
      await expect(async () => {
        await (await titleField(page)).fill(englishTitle)
        await page.getByLabel("Path", { exact: true }).fill(`lp/implants-${run}`)
        await expect(page.getByLabel("Path", { exact: true })).toHaveValue(`lp/implants-${run}`, { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await page.getByLabel("Meta Description", { exact: true }).fill(description)
      await setPublished(page, true)
      await save(page, "Save Site Page", "Site page created successfully")
      await expect(page).toHaveURL(/\/admin\/site-pages\/[0-9a-f-]{36}$/)
      englishUrl = page.url()
      await editorReady(page)
      await expectSpanish(page, "Spanish: missing")
    })

    try {
      let spanishUrl = ""
      await test.step("Add Spanish translation opens the Spanish draft, with the English text beside it", async () => {
        await panel(page).getByRole("button", { name: "Add Spanish translation" }).click()
        await expectToast(page, "Success", "Spanish translation created")
        await expect(page).not.toHaveURL(englishUrl)
        await expect(page).toHaveURL(/\/admin\/site-pages\/[0-9a-f-]{36}$/)
        spanishUrl = page.url()
        await expect(page.getByRole("heading", { level: 1, name: "Edit Site Page" })).toBeVisible()
        await editorReady(page)
        await expect(panel(page)).toContainText("This version: Spanish")
        await expect(statusLine(page, "en")).toHaveText("English: published")
        await expect(page.getByRole("checkbox", { name: "Published" })).not.toBeChecked()
        await panel(page).getByRole("button", { name: "Show English source" }).click()
        const source = page.getByTestId("translation-source")
        await expect(source).toContainText(englishTitle)
        await expect(source).toContainText(description)
      })

      await test.step("the Spanish title is saved as a draft; the English page says Spanish: draft", async () => {
        await (await titleField(page)).fill(spanishTitle)
        await save(page, "Save Site Page", "Site page updated successfully")
        await page.goto(englishUrl)
        await editorReady(page)
        await expectSpanish(page, "Spanish: draft")
      })

      await test.step("publishing the Spanish page leaves the English page as it was", async () => {
        await page.goto(spanishUrl)
        await editorReady(page)
        await setPublished(page, true)
        await save(page, "Save Site Page", "Site page updated successfully")
        await page.goto(englishUrl)
        await editorReady(page)
        await expectSpanish(page, "Spanish: published")
        await expect(page.getByRole("checkbox", { name: "Published" })).toBeChecked()
        await expect(await titleField(page)).toHaveValue(englishTitle)
      })

      await test.step("an English edit makes the Spanish page outdated", async () => {
        await (await titleField(page)).fill(`${englishTitle} (revised)`)
        await save(page, "Save Site Page", "Site page updated successfully")
        await expectSpanish(page, "Spanish: outdated — the English version changed since")
        await page.reload()
        await expectSpanish(page, "Spanish: outdated — the English version changed since")
      })
    } finally {
      // The page made here goes, and its Spanish version with it (other specs read the site's pages and sitemaps).
      await page.goto(`/admin/site-pages?q=${encodeURIComponent(run)}`)
      const rows = page.locator('[data-testid="site_page-row"]')
      const english = rows.filter({ has: page.locator('[data-testid="language-badge"]', { hasText: "English" }) })
      if ((await english.count()) === 1) {
        const title = (await english.getByRole("link").first().textContent()) ?? ""
        await english.getByRole("button", { name: `Actions: ${title}` }).click()
        await page.getByRole("menu").getByRole("menuitem", { name: "Delete" }).click()
        await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
        await expect(rows).toHaveCount(0)
      }
    }
  })
})
