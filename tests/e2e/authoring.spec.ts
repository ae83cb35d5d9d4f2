import { crc32, deflateSync } from "node:zlib"

import { expect, test, type Page } from "@playwright/test"

import { POSTS } from "@/lib/copy/posts"

import { expectToast, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"
import { expectNoSeriousAdminAxeViolations } from "./axe-admin"

/** A real PNG of the given size (solid teal), so the server reads its dimensions and the optimiser can resize it. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, "ascii"), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([20, 150, 140]))])
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))])
}

const content = (page: Page) => page.getByLabel(POSTS.fieldContent, { exact: true })

async function newPost(page: Page, title: string) {
  await ensureAdmin(page, "/admin/posts/new")
  await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
}

async function selectText(page: Page, start: number, end: number) {
  await content(page).evaluate((el: HTMLTextAreaElement, [s, e]) => {
    el.focus()
    el.setSelectionRange(s!, e!)
  }, [start, end])
}

async function publishAndOpen(page: Page, slug: string) {
  await page.getByLabel("Published").check()
  await page.getByRole("button", { name: POSTS.save }).click()
  await expectToast(page, "Success", POSTS.created)
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
  await page.goto(`/blog/${slug}`)
}

test.describe("Authoring: Markdown toolbar and images", () => {
  test("Bold and Link wrap the selection, the preview shows them, and Ctrl+Z undoes through the browser", async ({ page }) => {
    await newPost(page, unique("Toolbar"))
    await content(page).fill("Book a visit today")
    await selectText(page, 7, 12)
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" }).click()
    await expect(content(page)).toHaveValue("Book a **visit** today")

    await selectText(page, 0, 4)
    await page.getByRole("button", { name: "Link" }).click()
    await expect(content(page)).toHaveValue("[Book](https://) a **visit** today")
    // The URL placeholder is selected: typing replaces it.
    await page.keyboard.type("https://example.com/book")
    await expect(content(page)).toHaveValue("[Book](https://example.com/book) a **visit** today")

    await page.getByRole("tab", { name: "Preview" }).click()
    const preview = page.getByTestId("content-preview")
    await expect(preview.locator("strong")).toHaveText("visit")
    await expect(preview.getByRole("link", { name: "Book" })).toHaveAttribute("href", "https://example.com/book")
    await page.getByRole("tab", { name: "Write" }).click()

    await test.step("undo is the browser's own", async () => {
      await content(page).focus()
      await page.keyboard.press("ControlOrMeta+z")
      await page.keyboard.press("ControlOrMeta+z")
      await expect(content(page)).toHaveValue("Book a **visit** today")
      await page.keyboard.press("ControlOrMeta+z")
      await expect(content(page)).toHaveValue("Book a visit today")
    })

    await expect(page.getByTestId("content-word-count")).toHaveText("4 words · 1 min read")

    await test.step("split view: writing on the left, the live preview on the right", async () => {
      await page.getByRole("button", { name: "Split view" }).click()
      await expect(page.getByRole("button", { name: "Split view" })).toHaveAttribute("aria-pressed", "true")
      await content(page).fill("## Fresh heading\n\nBody")
      await expect(content(page)).toBeVisible()
      await expect(page.getByTestId("content-preview").getByRole("heading", { name: "Fresh heading" })).toBeVisible()
      const [write, preview] = await Promise.all([content(page).boundingBox(), page.getByTestId("content-preview").boundingBox()])
      expect(preview!.x).toBeGreaterThan(write!.x + write!.width - 1)
    })
  })

  test("keyboard only: shortcuts, Tab leaves the field, every toolbar button is reachable and works", async ({ page }) => {
    await newPost(page, unique("Keyboard"))
    await content(page).fill("gentle care")
    await content(page).focus()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("ControlOrMeta+b")
    await expect(content(page)).toHaveValue("**gentle care**")
    await page.keyboard.press("ControlOrMeta+i")
    await expect(content(page)).toHaveValue("**_gentle care_**")

    // Tab moves on instead of typing a tab character: no focus trap.
    await page.keyboard.press("Tab")
    await expect(content(page)).not.toBeFocused()
    await expect(content(page)).toHaveValue("**_gentle care_**")

    // Back through the toolbar to "Heading 2", then Enter applies it to the line that was being edited.
    await content(page).focus()
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Shift+Tab")
      if ((await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === "Heading 2") break
    }
    await expect(page.getByRole("button", { name: "Heading 2" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(content(page)).toHaveValue("## **_gentle care_**")
    await expect(content(page)).toBeFocused()
  })

  test("an image from the picker with alt text and caption renders on the public post; Decorative writes alt=\"\"", async ({ page }) => {
    test.setTimeout(90_000)
    const title = unique("Clinic tour")
    const slug = title.toLowerCase().replace(/\s+/g, "-")
    const stem = slug.replace("clinic-tour", "lobby")
    await newPost(page, title)
    await content(page).fill("Welcome.")
    await selectText(page, 8, 8)

    await page.getByRole("button", { name: "Image", exact: true }).click()
    const picker = page.getByTestId("media-picker")
    await expect(picker.getByRole("heading", { name: "Insert image" })).toBeVisible()
    await picker.getByTestId("picker-file-input").setInputFiles({ name: `${stem}.png`, mimeType: "image/png", buffer: png(640, 360) })
    await expectToast(page, "Success", "File uploaded successfully")

    const altDialog = page.getByTestId("image-alt-dialog")
    await altDialog.getByRole("button", { name: "Insert image" }).click()
    await expect(altDialog.getByText("Alt text is required, or mark the image as decorative")).toBeVisible()
    await altDialog.getByLabel("Alt text").fill("A bright dental clinic lobby")
    await altDialog.getByLabel("Caption (optional)").fill("Our Austin clinic")
    await altDialog.getByRole("button", { name: "Insert image" }).click()
    await expect(content(page)).toHaveValue(/^Welcome\.\n\n!\[A bright dental clinic lobby\]\(\/api\/uploads\/[^)]+lobby[^)]*\.png "Our Austin clinic"\)\n$/)

    await test.step("the same image again, as decorative", async () => {
      await page.getByRole("button", { name: "Image", exact: true }).click()
      await picker.getByRole("searchbox", { name: "Search images" }).fill(stem)
      await picker.getByRole("searchbox", { name: "Search images" }).press("Enter")
      await picker.getByRole("button", { name: `Choose ${stem}.png` }).click()
      // The library's alt text (saved with the first insertion) is the default.
      await expect(altDialog.getByLabel("Alt text")).toHaveValue("A bright dental clinic lobby")
      await expect(altDialog.getByLabel("Caption (optional)")).toHaveValue("Our Austin clinic")
      await altDialog.getByLabel("Decorative image").check()
      await altDialog.getByLabel("Caption (optional)").fill("")
      await altDialog.getByRole("button", { name: "Insert image" }).click()
      await expect(content(page)).toHaveValue(/\n\n!\[\]\(\/api\/uploads\/[^)]+\.png\)\n+$/)
    })

    await expectNoSeriousAdminAxeViolations(page)
    await publishAndOpen(page, slug)
    const body = page.getByTestId("post-body")
    const figure = body.locator("figure")
    await expect(figure.getByRole("img", { name: "A bright dental clinic lobby" })).toBeVisible()
    await expect(figure.locator("figcaption")).toHaveText("Our Austin clinic")
    // Served through next/image with the real size reserved (no layout shift) and a responsive srcset.
    const img = figure.locator("img")
    await expect(img).toHaveAttribute("width", "640")
    await expect(img).toHaveAttribute("height", "360")
    await expect(img).toHaveAttribute("srcset", /\/_next\/image\?url=%2Fapi%2Fuploads%2F/)
    const decorative = body.locator('img[alt=""]')
    await expect(decorative).toHaveCount(1)
  })

  test("pasting an image uploads it, replaces the placeholder and asks for its alt text", async ({ page }) => {
    await newPost(page, unique("Paste"))
    await content(page).fill("Before\n\nAfter")
    await selectText(page, 8, 8)
    const bytes = png(32, 24).toString("base64")
    await content(page).evaluate((el, b64) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([data], "screenshot.png", { type: "image/png" }))
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }))
    }, bytes)
    const altDialog = page.getByTestId("image-alt-dialog")
    await expect(altDialog).toBeVisible()
    await expect(content(page)).toHaveValue(/^Before\n\n!\[\]\(\/api\/uploads\/[0-9a-z]+-screenshot\.png\)\n\nAfter$/)
    await altDialog.getByLabel("Alt text").fill("Appointment screen")
    await altDialog.getByRole("button", { name: "Insert image" }).click()
    await expect(content(page)).toHaveValue(/^Before\n\n!\[Appointment screen\]\(\/api\/uploads\/[0-9a-z]+-screenshot\.png\)\n\nAfter$/)
  })

  test("pasting a file that is not an image by its bytes is refused with the upload error toast", async ({ page }) => {
    await newPost(page, unique("Paste fake"))
    await content(page).fill("Text")
    await selectText(page, 4, 4)
    await content(page).evaluate((el) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(["<script>alert(1)</script>"], "fake.png", { type: "image/png" }))
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }))
    })
    await expectToast(page, "Error", "Failed to upload file")
    await expect(content(page)).toHaveValue(/^Text\s*$/)
  })
})
