import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

import { loginViaForm, registerViaForm } from "../helpers/auth"

// Its own server: the spec stops and restarts it (a save while the server is down), and registers a second admin,
// which the shared server's closed registration refuses. ADMIN_EMAILS opens registration to exactly these two.
const PORT = Number(process.env.E2E_PORT ?? 3217) + 1
const ALICE = { email: "alice@revisions.test", password: "alice long passphrase 8812" }
const BOB = { email: "bob@revisions.test", password: "bob long passphrase 5521" }

let server: ServerProcess
let postUrl = ""

async function register(page: Page, who: { email: string; password: string }) {
  const success = await registerViaForm(page, server.url, who)
  await expect(success).toContainText("Registration successful! You can now sign in.")
}

async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${server.url}/admin/login`)
  await loginViaForm(page, who.email, who.password)
  await expect(page).not.toHaveURL(/\/admin\/login/)
  return { context, page }
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Post" }).click()
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post updated successfully" }).last()).toBeVisible()
}

const history = (page: Page) => page.getByTestId("history-panel")

/** Opens the post's editor and waits until it is interactive (the history list loads once React runs). */
async function openEditor(page: Page) {
  await page.goto(postUrl)
  await expect(history(page).getByTestId("revision").first()).toBeVisible()
}

test.describe.serial("revisions, drafts, conflicts and presence", () => {
  let alice: { context: BrowserContext; page: Page }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000)
    server = await startServer({ port: PORT, env: { ADMIN_EMAILS: `${ALICE.email},${BOB.email}` } })
    const context = await browser.newContext()
    const page = await context.newPage()
    await register(page, ALICE)
    await register(page, BOB)
    await context.close()
    alice = await signedIn(browser, ALICE)
  })
  test.afterAll(async () => {
    await alice?.context.close()
    await server?.stop()
  })

  test("three saves give three revisions; the diff shows the changed word; restore then save adds a revision", async () => {
    const { page } = alice
    await page.goto(`${server.url}/admin/posts/new`)
    // Typing before React runs goes unheard: the slug follows the title once the form is live.
    await expect(async () => {
      await page.getByLabel("Title", { exact: true }).fill("Revision Trail")
      await expect(page.getByLabel("Slug")).toHaveValue("revision-trail", { timeout: 1_000 })
    }).toPass()
    await page.getByLabel("Content", { exact: true }).fill("The quick brown fox jumps over the fence.")
    await page.getByRole("button", { name: "Save Post" }).click()
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    postUrl = page.url()

    await page.getByLabel("Content", { exact: true }).fill("The quick red fox jumps over the fence.")
    await save(page)
    await page.getByLabel("Title", { exact: true }).fill("Revision Trail Revisited")
    await save(page)

    const items = history(page).getByTestId("revision")
    await expect(items).toHaveCount(3)
    await expect(items.nth(0)).toContainText(`by ${ALICE.email}`)
    await expect(items.nth(0)).toContainText("title changed")
    await expect(items.nth(1)).toContainText("content changed")
    await expect(items.nth(2)).toContainText("created")
    await expect(history(page).getByText("History", { exact: true })).toBeVisible()
    await expect(history(page)).toContainText("The newest 50 saved versions are kept; older ones are removed.")
    await expect(history(page)).toContainText(`Last edited by ${ALICE.email}, just now`)

    await items.nth(2).click()
    const dialog = page.getByTestId("revision-dialog")
    const content = dialog.locator('[data-field="content"]')
    await expect(content.locator("del")).toHaveText("brown")
    await expect(content.locator("ins")).toHaveText("red")
    await expect(dialog.locator('[data-field="title"]')).toContainText("Revision Trail")
    await dialog.getByRole("button", { name: "Restore this version" }).click()
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue("The quick brown fox jumps over the fence.")
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Revision Trail")

    await save(page)
    await expect(items).toHaveCount(4)
    await expect(items.nth(0)).toContainText("title changed, content changed")
    await page.reload()
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue("The quick brown fox jumps over the fence.")
  })

  test("a closed tab with unsaved text is offered back on return", async () => {
    const page = await alice.context.newPage()
    await openEditor(page)
    await page.getByLabel("Content", { exact: true }).fill("Words typed just before the tab closed.")
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("lumora.draft.")).length)).toBe(1)
    await page.close()

    const back = await alice.context.newPage()
    await back.goto(postUrl)
    const offer = back.getByTestId("draft-offer")
    await expect(offer).toContainText("You have unsaved changes from")
    await expect(offer).toContainText("Differs from the saved version: Content")
    await expect(back.getByLabel("Content", { exact: true })).toHaveValue("The quick brown fox jumps over the fence.")
    await offer.getByRole("button", { name: "Restore" }).click()
    await expect(back.getByLabel("Content", { exact: true })).toHaveValue("Words typed just before the tab closed.")
    await save(back)
    await back.reload()
    await expect(back.getByLabel("Content", { exact: true })).toHaveValue("Words typed just before the tab closed.")
    await expect(back.getByTestId("draft-offer")).toHaveCount(0)
    await back.close()
  })

  test("a save while the server is down keeps the text and succeeds once it is back", async () => {
    const { page } = alice
    await openEditor(page)
    await page.getByLabel("Content", { exact: true }).fill("Written while the server was away.")
    await server.stop()
    await page.getByRole("button", { name: "Save Post" }).click()
    await expect(page.getByTestId("save-offline")).toContainText("Could not reach the server, so nothing was saved.")
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue("Written while the server was away.")

    server = await startServer({ port: PORT, env: { ADMIN_EMAILS: `${ALICE.email},${BOB.email}`, DATA_DIR: server.dataDir } })
    await page.getByTestId("save-offline").getByRole("button", { name: "Try again" }).click()
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post updated successfully" }).last()).toBeVisible()
    await expect(page.getByTestId("save-offline")).toHaveCount(0)
    await page.reload()
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue("Written while the server was away.")
  })

  test("two admins: presence notice, then the second save gets the conflict instead of overwriting", async ({ browser }) => {
    const { page } = alice
    await openEditor(page)
    const bob = await signedIn(browser, BOB)
    try {
      await openEditor(bob.page)
      await expect(bob.page.getByTestId("presence-notice")).toHaveText(`${ALICE.email} is also editing this post`)

      await page.getByLabel("Content", { exact: true }).fill("Alice's final wording.")
      await save(page)

      await bob.page.getByLabel("Title", { exact: true }).fill("Bob's title")
      await bob.page.getByRole("button", { name: "Save Post" }).click()
      const dialog = bob.page.getByTestId("conflict-dialog")
      await expect(dialog.getByRole("heading", { name: "Someone else saved this meanwhile" })).toBeVisible()
      await expect(dialog).toContainText(`${ALICE.email} saved this post at`)
      await expect(dialog).toContainText("after you opened it. Your changes are not saved yet.")
      await dialog.getByRole("button", { name: "Show the difference" }).click()
      await expect(dialog.locator('[data-field="content"]').locator("del")).toContainText("Alice's final wording")
      await dialog.getByRole("button", { name: "Reload their version" }).click()
      await expect(bob.page.getByLabel("Content", { exact: true })).toHaveValue("Alice's final wording.")

      // Nothing of Bob's was written over Alice's save.
      await page.reload()
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Revision Trail")
      await expect(page.getByLabel("Content", { exact: true })).toHaveValue("Alice's final wording.")
      await expect(history(page).getByTestId("revision").first()).toContainText(`by ${ALICE.email}`)

      // The list and the dashboard say who saved last.
      await page.goto(`${server.url}/admin/posts`)
      await expect(page.getByTestId("post-row").first()).toContainText(`Last edited by ${ALICE.email}`)
      await page.goto(`${server.url}/admin`)
      await expect(page.getByTestId("recent-post").first()).toContainText(`Last edited by ${ALICE.email}`)
    } finally {
      await bob.context.close()
    }
  })

  test("overwrite on purpose, a stale list's Publish, drafts kept per user, presence on a page", async ({ browser }) => {
    // Three browser contexts and a dozen saves: on a busy two-core machine this runs past the default 30 s.
    test.setTimeout(120_000)
    const { page } = alice
    const bob = await signedIn(browser, BOB)
    try {
      // Alice leaves unsaved text behind; Bob, in the same browser storage, is not offered it.
      await openEditor(page)
      await page.getByLabel("Excerpt").fill("Alice's unsaved excerpt")
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("lumora.draft.")).length)).toBe(1)
      const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
      await bob.context.addInitScript((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
      }, stored)
      await openEditor(bob.page)
      await expect(bob.page.getByTestId("draft-offer")).toHaveCount(0)
      await page.reload()
      await page.getByTestId("draft-offer").getByRole("button", { name: "Discard" }).click()
      await expect(page.getByTestId("draft-offer")).toHaveCount(0)

      // Both edit; Alice saves first; Bob overwrites deliberately.
      await page.getByLabel("Title", { exact: true }).fill("Alice's title")
      await save(page)
      await bob.page.getByLabel("Title", { exact: true }).fill("Bob's deliberate title")
      await bob.page.getByRole("button", { name: "Save Post" }).click()
      const dialog = bob.page.getByTestId("conflict-dialog")
      await expect(dialog).toContainText(`${ALICE.email} saved this post at`)
      await dialog.getByRole("button", { name: "Overwrite with mine" }).click()
      await expect(bob.page.locator("[data-sonner-toast]").filter({ hasText: "Post updated successfully" }).last()).toBeVisible()
      await page.reload()
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Bob's deliberate title")
      await expect(history(page).getByTestId("revision").first()).toContainText(`by ${BOB.email}`)

      // Alice's list is stale once Bob saves again: Publish is refused with who changed it.
      await page.goto(`${server.url}/admin/posts`)
      await bob.page.getByLabel("Excerpt").fill("Bob's newer excerpt")
      await bob.page.getByRole("button", { name: "Save Post" }).click()
      await expect(bob.page.locator("[data-sonner-toast]").filter({ hasText: "Post updated successfully" }).last()).toBeVisible()
      await page.getByTestId("post-row").first().getByTestId("row-actions").click()
      await page.getByRole("menuitem", { name: "Publish" }).click()
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: `${BOB.email} changed this post meanwhile` })).toBeVisible()
      await expect(page.getByTestId("post-row").first()).toContainText(`Last edited by ${BOB.email}`)
      await page.getByTestId("post-row").first().getByTestId("row-actions").click()
      await page.getByRole("menuitem", { name: "Publish" }).click()
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post is now published" })).toBeVisible()

      // Pages get the same presence notice.
      await page.goto(`${server.url}/admin/pages/new`)
      await expect(async () => {
        await page.getByLabel("Title", { exact: true }).fill("Team Page")
        await expect(page.getByLabel("Slug")).toHaveValue("team-page", { timeout: 1_000 })
      }).toPass()
      await page.getByRole("button", { name: "Save Page" }).click()
      await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/)
      await expect(history(page).getByTestId("revision")).toHaveCount(1)
      await bob.page.goto(page.url())
      await expect(bob.page.getByTestId("presence-notice")).toHaveText(`${ALICE.email} is also editing this page`)
    } finally {
      await bob.context.close()
    }
  })
})
