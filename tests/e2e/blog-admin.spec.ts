import { expect, test, type Page } from "@playwright/test"

import { POSTS } from "@/lib/copy/posts"
import { slugify } from "@/lib/domain/slug"

import { expectToast, openRowMenu, statusOf, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"
import { expectNoSeriousAxeViolations } from "./blog-helpers"

const searchTotal = async (page: Page, q: string) =>
  (await (await page.request.get(`/blog/search.json?q=${encodeURIComponent(q)}`)).json()).total as number

/** Which source answered: the in-memory index (when fresh) or the database. */
const searchSource = async (page: Page, q: string) =>
  /desc="(\w+)"/.exec((await page.request.get(`/blog/search.json?q=${encodeURIComponent(q)}`)).headers()["server-timing"] ?? "")?.[1]

test("an admin post: hidden as a draft, everywhere once published (sanitised), gone again when unpublished", async ({ page }) => {
  test.setTimeout(120_000)
  const word = `zebrafish${Date.now().toString(36)}`
  const title = unique("Growth Notes")
  const slug = slugify(title)
  const hostile = [
    `## A heading about ${word}`,
    "<script>window.__pwned = 1</script>",
    '<img src="x" onerror="window.__pwned = 2">',
    "[click me](javascript:window.__pwned=3)",
    "> [!TIP]\n> Tips work in admin posts too.",
    "```js\nconst booked = true\n```",
  ].join("\n\n")

  await ensureAdmin(page, "/admin/posts/new")
  await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
  await page.getByLabel(POSTS.fieldContent, { exact: true }).fill(hostile)
  await page.getByLabel(POSTS.fieldCategory, { exact: true }).fill("Social Media")
  await page.getByLabel(POSTS.fieldTags, { exact: true }).fill("Client Success, Growth")
  await page.getByRole("button", { name: POSTS.save }).click()
  await expectToast(page, "Success", POSTS.created)

  // a draft is nowhere public
  expect(await searchTotal(page, word)).toBe(0)
  expect(await statusOf(page, `/blog/${slug}`)).toBe(404)

  await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
  await (await openRowMenu(page, title)).getByRole("menuitem", { name: "Publish" }).click()
  await expectToast(page, "Status updated", POSTS.nowPublished)

  // published: search, list, category, post page, sitemap and feed
  expect(await searchTotal(page, word)).toBe(1)
  expect(await searchTotal(page, word.toUpperCase())).toBe(1)
  await page.goto(`/blog?q=${word}`)
  await expect(page.getByTestId("blog-card")).toHaveCount(1)
  await expect(page.getByTestId("blog-card")).toContainText(title)
  await page.goto("/blog")
  await expect(page.getByTestId("blog-card").first()).toContainText(title)
  await page.goto("/blog/category/client-success")
  await expect(page.getByTestId("blog-card").filter({ hasText: title })).toHaveCount(1)
  expect(await (await page.request.get("/blog/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`)
  expect(await (await page.request.get("/blog/rss.xml")).text()).toContain(`/blog/${slug}</link>`)

  const response = await page.goto(`/blog/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
  const body = page.getByTestId("post-body")
  await expect(body.getByRole("heading", { level: 2 })).toContainText(word)
  await expect(body.locator('[role="note"][data-callout="tip"]')).toBeVisible()
  await expect(body.locator("pre code .hljs-keyword")).toHaveText("const")
  await expect(body.locator("script, img[onerror]")).toHaveCount(0)
  await expect(body.getByText("click me")).not.toHaveAttribute("href", /.+/)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  // no picture of its own: the generated Open Graph image
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/blog/${slug}/og$`))
  await expectNoSeriousAxeViolations(page)

  // let the in-memory index catch up, so unpublishing must invalidate it (not just bypass it)
  await expect.poll(() => searchSource(page, word), { timeout: 15_000 }).toBe("index")
  expect(await searchTotal(page, word)).toBe(1)

  await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
  await (await openRowMenu(page, title)).getByRole("menuitem", { name: "Unpublish" }).click()
  await expectToast(page, "Status updated", POSTS.nowUnpublished)
  expect(await searchSource(page, word)).toBe("database")
  expect(await searchTotal(page, word)).toBe(0)
  expect(await statusOf(page, `/blog/${slug}`)).toBe(404)
  expect(await (await page.request.get("/blog/sitemap.xml")).text()).not.toContain(`/blog/${slug}</loc>`)
  await page.goto("/blog")
  await expect(page.getByText(title)).toHaveCount(0)

  await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
  await (await openRowMenu(page, title)).getByRole("menuitem", { name: "Delete" }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
  await expectToast(page, POSTS.deletedTitle, POSTS.deletedDescription)
})
