import { expect, test } from "@playwright/test"

import { MEDIA } from "@/lib/messages/media"

import { expectToast, TINY_PNG, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"

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

    await page.getByTestId("media-file-input").setInputFiles({ name: `${stem}.png`, mimeType: "image/png", buffer: TINY_PNG })
    await expectToast(page, "Success", MEDIA.uploaded)
    const imageCard = page.getByTestId("media-card").filter({ hasText: `${stem}.png` })
    await expect(imageCard.getByRole("img", { name: `${stem}.png` })).toBeVisible()
    await expect(imageCard).toContainText("0 KB")

    const text = Buffer.from("Opening hours\n".repeat(200))
    await page.getByTestId("media-file-input").setInputFiles({ name: `${stem}.txt`, mimeType: "text/plain", buffer: text })
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
    await ensureAdmin(page, "/admin/media")
    await page.getByTestId("media-file-input").setInputFiles({
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
})
