import { expect, test } from "@playwright/test"

import { POSTS } from "@/lib/copy/posts"
import { slugify } from "@/lib/domain/slug"

import { expectToast, openRowMenu, statusOf, TINY_PNG, unique, uploadThrough } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"

test.describe("Manage Posts and the post editor", () => {
  test("create → edit → publish → on /blog → unpublish → gone → delete", async ({ page }) => {
    test.setTimeout(120_000)
    const title = unique("Patient Growth & Trust")
    const slug = slugify(title)

    await test.step("the list links to a new post", async () => {
      await ensureAdmin(page, "/admin/posts")
      await expect(page.getByRole("heading", { level: 1, name: POSTS.listTitle })).toBeVisible()
      await expect(page.getByPlaceholder(POSTS.searchPlaceholder)).toBeVisible()
      await page.getByRole("link", { name: POSTS.newPost }).click()
      await expect(page).toHaveURL(/\/admin\/posts\/new$/)
      await expect(page.getByRole("heading", { level: 1, name: POSTS.createTitle })).toBeVisible()
      await expect(page.getByRole("link", { name: POSTS.back })).toBeVisible()
    })

    await test.step("validation errors show under the fields", async () => {
      await page.getByRole("button", { name: POSTS.save }).click()
      await expect(page.getByText("Title is required")).toBeVisible()
      await expect(page.getByText("Slug is required")).toBeVisible()
      await expect(page.getByLabel(POSTS.fieldTitle, { exact: true })).toHaveAttribute("aria-invalid", "true")
    })

    await test.step("the slug follows the title while the post is new", async () => {
      await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
      await expect(page.getByLabel(POSTS.fieldSlug, { exact: true })).toHaveValue(slug)
      await expect(page.getByText("Slug is required")).toBeHidden()
      await page.getByLabel(POSTS.fieldExcerpt, { exact: true }).fill("A short excerpt.")
      await page.getByLabel(POSTS.fieldContent, { exact: true }).fill("## Why it works\n\nPatients trust clinics that **show up**.")
      await page.getByLabel(POSTS.fieldCategory, { exact: true }).fill("Marketing")
      await page.getByLabel(POSTS.fieldTags, { exact: true }).fill(" seo, , Social Media ,")
      await page.getByLabel(POSTS.fieldMetaTitle, { exact: true }).fill("Meta title for the post")
      await expect(page.getByTestId("meta_title-count")).toHaveText("23 / 60")
      await expect(page.getByTestId("meta_description-count")).toHaveText("0 / 160")
    })

    await test.step("Preview renders the Markdown on the server", async () => {
      await page.getByRole("tab", { name: "Preview" }).click()
      await expect(page.getByTestId("content-preview").getByRole("heading", { name: "Why it works" })).toBeVisible()
      await page.getByRole("tab", { name: "Write" }).click()
      await expect(page.getByLabel(POSTS.fieldContent, { exact: true })).toBeVisible()
    })

    let editUrl = ""
    await test.step("saving creates the post and opens its editor", async () => {
      await page.getByRole("button", { name: POSTS.save }).click()
      await expectToast(page, "Success", POSTS.created)
      await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
      await expect(page.getByRole("heading", { level: 1, name: POSTS.editTitle })).toBeVisible()
      editUrl = page.url()
      await expect(page.getByLabel(POSTS.fieldTitle, { exact: true })).toHaveValue(title)
      await expect(page.getByLabel(POSTS.fieldTags, { exact: true })).toHaveValue("seo, Social Media")
      await expect(page.getByLabel(POSTS.fieldCategory, { exact: true })).toHaveValue("Marketing")
      await expect(page.getByRole("link", { name: "View on site" })).toHaveCount(0)
      expect(await statusOf(page, `/blog/${slug}`)).toBe(404)
    })

    await test.step("editing an existing post keeps its slug", async () => {
      await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(`${title} updated`)
      await expect(page.getByLabel(POSTS.fieldSlug, { exact: true })).toHaveValue(slug)
      await page.getByRole("button", { name: POSTS.save }).click()
      await expectToast(page, "Success", POSTS.updated)
      await page.reload()
      await expect(page.getByLabel(POSTS.fieldTitle, { exact: true })).toHaveValue(`${title} updated`)
    })

    await test.step("search on submit, then publish from the row menu", async () => {
      await page.getByRole("link", { name: POSTS.back }).click()
      await expect(page).toHaveURL(/\/admin\/posts$/)
      await page.getByPlaceholder(POSTS.searchPlaceholder).fill(title.toUpperCase())
      await page.getByRole("button", { name: "Search" }).click()
      await expect(page).toHaveURL(/[?&]q=/)
      const row = page.getByTestId("post-row")
      await expect(row).toHaveCount(1)
      await expect(row.getByTestId("status-badge")).toHaveText("Draft")
      await expect(row).toContainText("Marketing")
      const menu = await openRowMenu(page, `${title} updated`)
      await menu.getByRole("menuitem", { name: "Publish" }).click()
      await expectToast(page, "Status updated", POSTS.nowPublished)
      await expect(row.getByTestId("status-badge")).toHaveText("Published")
    })

    await test.step("the published post is on every public surface, with View on site in the editor", async () => {
      await page.goto(`/blog/${slug}`)
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`${title} updated`)
      await expect(page.getByTestId("post-body").getByRole("heading", { name: "Why it works" })).toBeVisible()
      await page.goto("/blog")
      await expect(page.getByText(`${title} updated`).first()).toBeVisible()
      await page.goto("/blog/category/social-media")
      await expect(page.getByText(`${title} updated`).first()).toBeVisible()
      for (const feed of ["/blog/sitemap.xml", "/sitemap.xml", "/blog/rss.xml"]) {
        expect(await (await page.request.get(feed)).text(), feed).toContain(`/blog/${slug}`)
      }
      await page.goto(editUrl)
      await expect(page.getByRole("link", { name: "View on site" })).toHaveAttribute("href", `/blog/${slug}`)
    })

    await test.step("unpublishing takes it off the public site", async () => {
      await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
      const menu = await openRowMenu(page, `${title} updated`)
      await menu.getByRole("menuitem", { name: "Unpublish" }).click()
      await expectToast(page, "Status updated", POSTS.nowUnpublished)
      await expect(page.getByTestId("post-row").getByTestId("status-badge")).toHaveText("Draft")
      expect(await statusOf(page, `/blog/${slug}`)).toBe(404)
      await page.goto("/blog")
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.getByText(`${title} updated`)).toHaveCount(0)
      await page.goto("/blog/category/social-media")
      await expect(page.getByText(`${title} updated`)).toHaveCount(0)
      for (const feed of ["/blog/sitemap.xml", "/sitemap.xml", "/blog/rss.xml"]) {
        expect(await (await page.request.get(feed)).text(), feed).not.toContain(`/blog/${slug}`)
      }
      await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
    })

    await test.step("Cancel keeps the post, Delete removes it", async () => {
      let menu = await openRowMenu(page, `${title} updated`)
      await menu.getByRole("menuitem", { name: "Delete" }).click()
      const dialog = page.getByRole("alertdialog")
      await expect(dialog.getByText("Are you sure?")).toBeVisible()
      await expect(dialog.getByText(POSTS.deleteDescription)).toBeVisible()
      await dialog.getByRole("button", { name: "Cancel" }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId("post-row")).toHaveCount(1)

      menu = await openRowMenu(page, `${title} updated`)
      await menu.getByRole("menuitem", { name: "Delete" }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
      await expectToast(page, POSTS.deletedTitle, POSTS.deletedDescription)
      await expect(page.getByRole("alertdialog")).toBeHidden()
      await expect(page.getByTestId("post-row")).toHaveCount(0)
      await expect(page.getByText(POSTS.empty)).toBeVisible()
      await expect(page.getByRole("link", { name: POSTS.createFirst })).toBeVisible()
      await page.goto(editUrl)
      await expect(page.getByText(POSTS.notFound)).toBeVisible()
      await expectToast(page, "Error", POSTS.loadOneFailed)
    })
  })

  test("a slug taken by a built-in post is refused under the field", async ({ page }) => {
    await ensureAdmin(page, "/admin/posts/new")
    await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(unique("Reserved slug"))
    await page.getByLabel(POSTS.fieldSlug, { exact: true }).fill("dental-practice-marketing-guide")
    await page.getByRole("button", { name: POSTS.save }).click()
    await expectToast(page, "Error", POSTS.saveFailed)
    await expect(page.getByText("Slug already in use")).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/posts\/new$/)
  })

  test("the Title and Date headers sort, and the URL keeps the order across reloads and Back", async ({ page }) => {
    test.setTimeout(90_000)
    const tag = unique("Sortcheck").replace(/\s+/g, "")
    await ensureAdmin(page, "/admin/posts/new")
    for (const name of ["Bravo", "Alpha", "Charlie"]) {
      await page.goto("/admin/posts/new")
      await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(`${tag} ${name}`)
      await page.getByRole("button", { name: POSTS.save }).click()
      await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    }
    await page.goto(`/admin/posts?q=${tag}`)
    const titles = page.getByTestId("post-row").getByRole("link")
    await expect(titles).toHaveText([`${tag} Charlie`, `${tag} Alpha`, `${tag} Bravo`])

    await page.getByTestId("sort-title").click()
    await expect(page).toHaveURL(/sort=title&order=asc/)
    await expect(titles).toHaveText([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`])
    await page.getByTestId("sort-title").click()
    await expect(page).toHaveURL(/sort=title&order=desc/)
    await expect(titles).toHaveText([`${tag} Charlie`, `${tag} Bravo`, `${tag} Alpha`])
    await page.reload()
    await expect(titles).toHaveText([`${tag} Charlie`, `${tag} Bravo`, `${tag} Alpha`])
    await page.goBack()
    await expect(page).toHaveURL(/sort=title&order=asc/)
    await expect(titles).toHaveText([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`])

    await page.getByTestId("sort-created_at").click()
    await expect(titles).toHaveText([`${tag} Charlie`, `${tag} Alpha`, `${tag} Bravo`])
    await page.getByTestId("sort-created_at").click()
    await expect(page).toHaveURL(/sort=created_at&order=asc/)
    await expect(titles).toHaveText([`${tag} Bravo`, `${tag} Alpha`, `${tag} Charlie`])
    await expect(page.getByTestId("list-total")).toHaveText("Showing 1–3 of 3 posts")
  })

  test("featured image: upload with preview, alt text, Remove Image; non-images are refused", async ({ page }) => {
    await ensureAdmin(page, "/admin/posts/new")
    await expect(page.getByText(POSTS.noImage)).toBeVisible()
    await uploadThrough(page.locator("button", { hasText: POSTS.uploadImage }), { name: "cover.png", mimeType: "image/png", buffer: TINY_PNG })
    await expectToast(page, "Success", POSTS.imageUploaded)
    const preview = page.getByRole("img", { name: POSTS.featuredImage })
    await expect(preview).toBeVisible()
    const src = await preview.getAttribute("src")
    expect(src).toMatch(/^\/api\/uploads\//)
    expect((await page.request.get(src!)).headers()["content-type"]).toBe("image/png")
    await page.getByLabel(POSTS.fieldImageAlt, { exact: true }).fill("A clinic waiting room")
    await expect(page.getByRole("img", { name: "A clinic waiting room" })).toBeVisible()
    await page.getByRole("button", { name: POSTS.removeImage }).click()
    await expect(page.getByText(POSTS.noImage)).toBeVisible()

    await page.getByTestId("featured-image-input").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") })
    await expectToast(page, "Error", POSTS.imageUploadFailed)
    await expect(page.getByText(POSTS.noImage)).toBeVisible()
  })

  test("leaving with unsaved changes asks first", async ({ page }) => {
    await ensureAdmin(page, "/admin/posts/new")
    await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill("Half-written")
    page.once("dialog", (dialog) => void dialog.dismiss())
    await page.getByRole("link", { name: POSTS.back }).click()
    await expect(page).toHaveURL(/\/admin\/posts\/new$/)
    await expect(page.getByLabel(POSTS.fieldTitle, { exact: true })).toHaveValue("Half-written")
    page.once("dialog", (dialog) => void dialog.accept())
    await page.getByRole("link", { name: POSTS.back }).click()
    await expect(page).toHaveURL(/\/admin\/posts$/)
  })
  test("the browser's Back button with unsaved changes asks first", async ({ page }) => {
    await ensureAdmin(page, "/admin/posts")
    await page.getByRole("link", { name: POSTS.newPost }).click()
    await expect(page).toHaveURL(/\/admin\/posts\/new$/)
    const title = page.getByLabel(POSTS.fieldTitle, { exact: true })
    await title.fill("Half-written")

    const asked: string[] = []
    page.once("dialog", (dialog) => {
      asked.push(dialog.type())
      void dialog.dismiss()
    })
    await page.goBack()
    await expect.poll(() => asked).toEqual(["confirm"])
    await expect(page).toHaveURL(/\/admin\/posts\/new$/)
    await expect(title).toHaveValue("Half-written")

    // Cancel put the guard back: Back asks again, and accepting leaves for the list.
    page.once("dialog", (dialog) => {
      asked.push(dialog.type())
      void dialog.accept()
    })
    await page.goBack()
    await expect(page).toHaveURL(/\/admin\/posts$/)
    expect(asked).toEqual(["confirm", "confirm"])
    await expect(page.getByRole("heading", { name: POSTS.listTitle })).toBeVisible()
  })
})
