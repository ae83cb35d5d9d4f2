import { expect, type Locator, type Page } from "@playwright/test"

/** A suffix that keeps records of one run (one shared data folder) apart. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
)

type UploadFile = { name: string; mimeType: string; buffer: Buffer }

/**
 * Uploads a file through the button that opens the file chooser, as an editor does. The button opens it only once
 * the page is hydrated (files set on the hidden input before that are lost without a trace), so the click is tried
 * again until a chooser opens.
 */
export async function uploadThrough(button: Locator, file: UploadFile): Promise<void> {
  const page = button.page()
  await expect(async () => {
    // Together, so a failed click never leaves the wait to reject unobserved.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser", { timeout: 1_000 }), button.click()])
    await chooser.setFiles(file)
    // A 10 MB file takes seconds to hand over on a loaded machine: the budget covers hydration and the transfer.
  }).toPass({ timeout: 45_000 })
}

/** Uploads a file through the media library's "Upload New File" button. */
export async function uploadThroughLibrary(page: Page, file: UploadFile): Promise<void> {
  await uploadThrough(page.getByTestId("media-upload-button"), file)
}

/** The sonner toast carrying this description, checked for its title. */
export async function expectToast(page: Page, title: string, description: string): Promise<Locator> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: description }).first()
  await expect(toast).toBeVisible()
  await expect(toast.locator("[data-title]")).toHaveText(title)
  return toast
}

/** Opens the row menu of the list row whose title link reads `title`. */
export async function openRowMenu(page: Page, title: string): Promise<Locator> {
  await page.getByRole("button", { name: `Actions: ${title}` }).click()
  const menu = page.getByRole("menu")
  await expect(menu).toBeVisible()
  return menu
}

/** The HTTP status of a public URL, fetched fresh (no browser cache). */
export async function statusOf(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path, { headers: { "cache-control": "no-cache" } })
  return response.status()
}

/**
 * Sets a Radix checkbox (the editor's "Published" box, a settings switch) and waits until it says so. A click that
 * lands before the page has hydrated changes nothing, so the click is repeated until the box's state is the one asked
 * for; a save that follows then sends what the test meant.
 */
export async function setChecked(box: Locator, on: boolean): Promise<void> {
  const wanted = on ? "checked" : "unchecked"
  await expect(async () => {
    if ((await box.getAttribute("data-state")) !== wanted) await box.click()
    await expect(box).toHaveAttribute("data-state", wanted, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}
