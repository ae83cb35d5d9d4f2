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

/**
 * Uploads a file through the media library's "Upload New File" button, as an editor does. The button opens the
 * file chooser only once the page is hydrated (files set on the input before that are lost), so the click is tried
 * again until a chooser opens.
 */
export async function uploadThroughLibrary(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await expect(async () => {
    const chooser = page.waitForEvent("filechooser", { timeout: 1_000 })
    await page.getByTestId("media-upload-button").click()
    await (await chooser).setFiles(file)
  }).toPass({ timeout: 15_000 })
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
