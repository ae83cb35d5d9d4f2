import { expect, test } from "@playwright/test"

import { MEDIA } from "@/lib/copy/media"
import { POSTS } from "@/lib/copy/posts"

import { expectToast, TINY_PNG, unique, uploadThroughLibrary } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"
import { expectNoSeriousAdminAxeViolations } from "./axe-admin"

test.describe("Media Library", () => {
  test("upload an image and a text file, copy the URL, delete with Cancel first", async ({ page, context, baseURL }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const stem = unique("clinic").replace(/\s+/g, "-")
    await ensureAdmin(page, "/admin/media")
    await expect(page.getByRole("heading", { level: 1, name: MEDIA.title })).toBeVisible()
    // Files sort after dashboard specs and before posts (which upload featured images): the library starts empty.
    await expect(page.getByText(MEDIA.empty)).toBeVisible()
    await expect(page.getByRole("button", { name: MEDIA.uploadFirst })).toBeVisible()

    await uploadThroughLibrary(page, { name: `${stem}.png`, mimeType: "image/png", buffer: TINY_PNG })
    await expectToast(page, "Success", MEDIA.uploaded)
    const imageCard = page.getByTestId("media-card").filter({ hasText: `${stem}.png` })
    await expect(imageCard.getByRole("img", { name: `${stem}.png` })).toBeVisible()
    await expect(imageCard).toContainText("0 KB")

    const text = Buffer.from("Opening hours\n".repeat(200))
    await uploadThroughLibrary(page, { name: `${stem}.txt`, mimeType: "text/plain", buffer: text })
    await expectToast(page, "Success", MEDIA.uploaded)
    const textCard = page.getByTestId("media-card").filter({ hasText: `${stem}.txt` })
    await expect(textCard.getByTestId("file-icon")).toBeVisible()
    await expect(textCard).toContainText(`${Math.round(text.length / 1024)} KB`)

    await test.step("Copy URL copies the absolute public URL", async () => {
      await textCard.hover()
      await textCard.getByRole("button", { name: MEDIA.copyUrl }).click()
      await expectToast(page, "Success", MEDIA.urlCopied)
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied.startsWith(`${baseURL}/api/uploads/`)).toBe(true)
      const download = await page.request.get(copied)
      expect(download.status()).toBe(200)
      expect(download.headers()["content-disposition"]).toMatch(/^attachment/)
      expect(await download.text()).toBe(text.toString())
      // Files answer from their own route every time, never from the server's page cache (which marks its hits with
      // Age), though their headers let a shared cache keep them: a deleted file must be gone at once.
      const again = await page.request.get(copied)
      expect(again.status()).toBe(200)
      expect(again.headers()["cache-control"]).toContain("public")
      expect(again.headers().age).toBeUndefined()
    })

    await test.step("the buttons are reachable by keyboard focus too", async () => {
      await page.mouse.move(0, 0)
      await imageCard.getByRole("button", { name: MEDIA.copyUrl }).focus()
      await expect(imageCard.getByRole("button", { name: MEDIA.copyUrl })).toBeVisible()
    })

    await test.step("Cancel keeps the file, Delete removes it", async () => {
      await textCard.hover()
      await textCard.getByRole("button", { name: `${MEDIA.deleteFile}: ${stem}.txt` }).click()
      const dialog = page.getByRole("alertdialog")
      await expect(dialog.getByText("Are you sure?")).toBeVisible()
      await expect(dialog.getByText(MEDIA.deleteDescription)).toBeVisible()
      await dialog.getByRole("button", { name: "Cancel" }).click()
      await expect(dialog).toBeHidden()
      await expect(textCard).toBeVisible()

      await textCard.hover()
      await textCard.getByRole("button", { name: `${MEDIA.deleteFile}: ${stem}.txt` }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
      await expectToast(page, "Success", MEDIA.deleted)
      await expect(textCard).toHaveCount(0)
      await expect(imageCard).toBeVisible()
    })
  })

  test("a file over the size limit is refused with a clear message", async ({ page }) => {
    test.setTimeout(90_000)
    await ensureAdmin(page, "/admin/media")
    await uploadThroughLibrary(page, {
      name: "huge.bin",
      mimeType: "application/octet-stream",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    })
    await expectToast(page, "Error", MEDIA.uploadFailed)
    await expect(page.getByRole("alert").filter({ hasText: "larger than 10 MB" })).toBeVisible()
  })

  test("the upload endpoint refuses signed-out and cross-site requests", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const signedOut = await anonymous.post("/api/admin/media?kind=media", { data: Buffer.from("x"), headers: { "x-file-name": "x.txt" } })
    expect(signedOut.status()).toBe(401)
    const crossSite = await anonymous.post("/api/admin/media", { data: Buffer.from("x"), headers: { origin: "https://evil.example" } })
    expect(crossSite.status()).toBe(403)
    await anonymous.dispose()
  })

  test("alt text and caption, where used, a warning before deleting a file in use, and the Unused filter", async ({ page }) => {
    test.setTimeout(90_000)
    const stem = unique("smile").replace(/\s+/g, "-")
    const title = unique("Whitening results")
    await ensureAdmin(page, "/admin/media")
    for (const name of [`${stem}-used.png`, `${stem}-spare.png`]) {
      await uploadThroughLibrary(page, { name, mimeType: "image/png", buffer: TINY_PNG })
      await expectToast(page, "Success", "File uploaded successfully")
    }
    const used = page.getByTestId("media-card").filter({ hasText: `${stem}-used.png` })
    const spare = page.getByTestId("media-card").filter({ hasText: `${stem}-spare.png` })
    await expect(used.getByTestId("media-used-count")).toHaveText("Unused")

    await test.step("edit alt text and caption in the details dialog", async () => {
      await used.getByRole("button", { name: `Details: ${stem}-used.png` }).click()
      const dialog = page.getByRole("dialog")
      await expect(dialog.getByRole("heading", { name: "File details" })).toBeVisible()
      await expect(dialog.getByText("Not used in any post or page")).toBeVisible()
      await dialog.getByLabel("Alt text").fill("Before and after teeth whitening")
      await dialog.getByLabel("Caption").fill("Results after two sessions")
      await dialog.getByRole("button", { name: "Save" }).click()
      await expectToast(page, "Success", "File details saved")
      await expect(dialog).toBeHidden()
      await used.getByRole("button", { name: `Details: ${stem}-used.png` }).click()
      await expect(page.getByRole("dialog").getByLabel("Alt text")).toHaveValue("Before and after teeth whitening")
      await expectNoSeriousAdminAxeViolations(page)
      await page.keyboard.press("Escape")
    })

    const url = await used.getByRole("img").getAttribute("src")
    expect(url).toMatch(/^\/api\/uploads\//)
    await test.step("a published post uses it", async () => {
      await page.goto("/admin/posts/new")
      await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
      await page.getByLabel(POSTS.fieldContent, { exact: true }).fill(`Results:\n\n![Before and after](${url})`)
      await page.getByLabel("Published").check()
      await page.getByRole("button", { name: POSTS.save }).click()
      await expectToast(page, "Success", POSTS.created)
      await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    })
    const editUrl = new URL(page.url()).pathname

    await page.goto(`/admin/media?q=${encodeURIComponent(stem)}`)
    await expect(page.getByTestId("media-card")).toHaveCount(2)
    await expect(used.getByTestId("media-used-count")).toHaveText("Used in 1")

    await test.step("the file lists the post under Used in, linking to its editor", async () => {
      await used.getByRole("button", { name: `Details: ${stem}-used.png` }).click()
      const usedIn = page.getByRole("dialog").getByTestId("media-used-in")
      await expect(usedIn.getByRole("link", { name: title })).toHaveAttribute("href", editUrl)
      await page.keyboard.press("Escape")
    })

    await test.step("deleting it warns with the list first, then asks the spec's question", async () => {
      await used.hover()
      await used.getByRole("button", { name: `${MEDIA.deleteFile}: ${stem}-used.png` }).click()
      const warning = page.getByRole("alertdialog")
      await expect(warning.getByTestId("media-in-use")).toHaveText(`Used in 1 post: ${title}`)
      await warning.getByRole("button", { name: "Continue" }).click()
      const confirm = page.getByRole("alertdialog")
      await expect(confirm.getByText("Are you sure?")).toBeVisible()
      await expect(confirm.getByText("This action cannot be undone. This will permanently delete the file.")).toBeVisible()
      await confirm.getByRole("button", { name: "Cancel" }).click()
      await expect(used).toBeVisible()
    })

    await test.step("the Unused filter shows only files used nowhere; the state is in the URL", async () => {
      await page.getByRole("link", { name: "Unused" }).click()
      await expect(page).toHaveURL(/filter=unused/)
      await expect(spare).toBeVisible()
      await expect(used).toHaveCount(0)
      await page.reload()
      await expect(spare).toBeVisible()
      await expect(page.getByRole("link", { name: "Unused" })).toHaveAttribute("aria-current", "page")
      await expectNoSeriousAdminAxeViolations(page)
    })
  })
})
