import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import { slugify } from "@/lib/domain/slug"

import { expectToast, openRowMenu, setChecked, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"
import { expectNoSeriousAxeViolations } from "./blog-helpers"

/** The JSON-LD objects the served HTML carries (what a crawler reads, no JavaScript run). */
async function servedJsonLd(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await page.request.get(path, { headers: { "cache-control": "no-cache" } })).text()
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

async function setBlocking(page: Page, on: boolean) {
  await page.goto("/admin/seo-settings")
  await expect(page.getByRole("heading", { name: "SEO Settings" })).toBeVisible()
  await setChecked(page.getByRole("checkbox", { name: "Block publishing while the checklist has failures" }), on)
  await page.getByRole("button", { name: "Save Settings" }).click()
  await expectToast(page, "Success", "Settings saved")
}

async function createPerson(page: Page, name: string, credentials: string) {
  await page.goto("/admin/people")
  await page.getByRole("link", { name: "New Person" }).click()
  await page.getByLabel("Name", { exact: true }).fill(name)
  await page.getByLabel("Credentials", { exact: true }).fill(credentials)
  await page.getByLabel("Role or title", { exact: true }).fill("Clinical Director")
  await page.getByLabel("Bio", { exact: true }).fill(`${name} has **twenty years** of practice.`)
  await page.getByLabel("Profile links", { exact: true }).fill("https://www.linkedin.com/in/e2e-person\nhttps://registry.example.org/123")
  await page.getByRole("button", { name: "Save Person" }).click()
  await expectToast(page, "Success", "Person created successfully")
  await expect(page).toHaveURL(/\/admin\/people\/[0-9a-f-]{36}$/)
}

test("people: a person as author and reviewer of a published post: byline, no reviewed line without an approval, author page, JSON-LD; delete refused", async ({ page }) => {
  test.setTimeout(120_000)
  const name = unique("Dr Maya Chen")
  const personSlug = slugify(name)
  const title = unique("Gum Health Basics")
  const slug = slugify(title)

  await ensureAdmin(page, "/admin/people")
  await expect(page.getByRole("heading", { name: "People" })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.goto("/admin/people/new")
  await expect(page.getByRole("heading", { name: "New Person" })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await createPerson(page, name, "DDS")
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(personSlug)

  await page.goto("/admin/posts/new")
  await page.getByLabel("Title", { exact: true }).fill(title)
  await page.getByLabel("Excerpt", { exact: true }).fill("How to keep gums healthy between visits, written and reviewed by our clinical team.")
  await page.getByLabel("Content", { exact: true }).fill("## Why gums matter\n\nHealthy gums hold teeth in place.")
  await page.getByLabel("Author", { exact: true }).selectOption({ label: `${name}, DDS` })
  await page.getByLabel("Medical reviewer", { exact: true }).selectOption({ label: `${name}, DDS` })
  await setChecked(page.getByRole("checkbox", { name: "Show the medical disclaimer under the article" }), true)
  await setChecked(page.getByRole("checkbox", { name: "Published" }), true)
  await page.getByRole("button", { name: "Save Post" }).click()
  await expectToast(page, "Success", "Post created successfully")

  await page.goto(`/blog/${slug}`)
  await expect(page.getByTestId("byline-author")).toHaveText(`${name}, DDS`)
  // Named as reviewer, but nobody signed off: the page claims no review (tests/e2e/medical-review.spec.ts signs one).
  await expect(page.getByTestId("reviewed-by")).toHaveCount(0)
  await expect(page.getByTestId("medical-disclaimer")).toBeVisible()
  await expect(page.locator('meta[name="author"]')).toHaveAttribute("content", name)

  const ld = await servedJsonLd(page, `/blog/${slug}`)
  const posting = ld.find((d) => d["@type"] === "BlogPosting")!
  expect(posting.author).toMatchObject({
    "@type": "Person",
    name,
    honorificSuffix: "DDS",
    jobTitle: "Clinical Director",
    sameAs: ["https://www.linkedin.com/in/e2e-person", "https://registry.example.org/123"],
  })
  expect(String((posting.author as Record<string, unknown>).url)).toMatch(new RegExp(`/blog/author/${personSlug}$`))
  expect(ld.find((d) => d["@type"] === "MedicalWebPage")).toBeUndefined()

  await page.getByTestId("byline-author").click()
  await expect(page).toHaveURL(new RegExp(`/blog/author/${personSlug}$`))
  await expect(page.getByTestId("author-name")).toHaveText(`${name}, DDS`)
  await expect(page.getByTestId("author-bio")).toContainText("twenty years")
  await expect(page.getByTestId("blog-card").filter({ hasText: title })).toHaveCount(1)
  const a11y = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze()
  expect(a11y.violations).toEqual([])
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/blog/author/${personSlug}</loc>`)
  // The feed names the post's author, not the agency.
  const feed = await (await page.request.get("/blog/rss.xml")).text()
  const item = feed.split("<item>").find((i) => i.includes(`/blog/${slug}</link>`))
  expect(item).toContain(`<dc:creator>${name}</dc:creator>`)

  // Deleting a person a post still names is refused, naming the post.
  await page.goto("/admin/people")
  await page.getByRole("button", { name: `Delete ${name}` }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
  await expect(page.getByTestId("person-delete-refused")).toContainText(`"${title}" (author)`)
  await expect(page.getByTestId("person-row").filter({ hasText: name })).toHaveCount(1)
})

test("per-post SEO: noindex leaves sitemaps and RSS and sets robots; a canonical override is served", async ({ page }) => {
  test.setTimeout(90_000)
  const hidden = unique("Hidden Post")
  const canon = unique("Canonical Post")
  await ensureAdmin(page, "/admin/posts/new")
  await page.getByLabel("Title", { exact: true }).fill(hidden)
  await page.getByLabel("Content", { exact: true }).fill("Body")
  await setChecked(page.getByRole("checkbox", { name: "Hide from search engines" }), true)
  await setChecked(page.getByRole("checkbox", { name: "Published" }), true)
  await page.getByRole("button", { name: "Save Post" }).click()
  await expectToast(page, "Success", "Post created successfully")

  await page.goto("/admin/posts/new")
  await page.getByLabel("Title", { exact: true }).fill(canon)
  await page.getByLabel("Content", { exact: true }).fill("Body")
  await page.getByLabel("Canonical URL", { exact: true }).fill("https://partner.example.org/original-article")
  await page.getByLabel("Social image", { exact: true }).fill("https://cdn.example.org/cards/canonical.png")
  await setChecked(page.getByRole("checkbox", { name: "Published" }), true)
  await page.getByRole("button", { name: "Save Post" }).click()
  await expectToast(page, "Success", "Post created successfully")

  const hiddenSlug = slugify(hidden)
  await page.goto(`/blog/${hiddenSlug}`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  for (const path of ["/sitemap.xml", "/blog/sitemap.xml", "/blog/rss.xml"]) {
    const body = await (await page.request.get(path)).text()
    expect(body, path).not.toContain(`/blog/${hiddenSlug}<`)
    expect(body, path).toContain(`/blog/${slugify(canon)}<`)
  }
  await page.goto(`/blog/${slugify(canon)}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://partner.example.org/original-article")
  // The social image is described for those who cannot see it (no alt text of its own: the post title).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", "https://cdn.example.org/cards/canonical.png")
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", canon)
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", "https://cdn.example.org/cards/canonical.png")
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", canon)
})

test("previews update while typing; the checklist flags a missing alt, a broken internal link and a long description", async ({ page }) => {
  await ensureAdmin(page, "/admin/posts/new")
  await page.getByLabel("Title", { exact: true }).fill("Whitening")
  await page.getByLabel("Meta Title", { exact: true }).fill("Teeth Whitening at Home: What Dentists Say")
  await expect(page.getByTestId("serp-title")).toHaveText("Teeth Whitening at Home: What Dentists Say")
  await expect(page.getByTestId("serp-url")).toHaveText(/› blog › whitening$/)
  await page.getByLabel("Meta Title", { exact: true }).fill("Teeth Whitening at Home: What Dentists Say About Strips, Trays, Lights and Charcoal Powders")
  await expect(page.getByTestId("serp-title")).toHaveText(/ …$/)
  await page.getByLabel("Social title", { exact: true }).fill("Share-worthy whitening facts")
  await expect(page.getByTestId("social-title")).toHaveText("Share-worthy whitening facts")

  await page.getByLabel("Content", { exact: true }).fill("## Before you start\n\n![](/api/uploads/none.png)\n\nSee [our guide](/blog/no-such-post-anywhere).")
  await page.getByLabel("Meta Description", { exact: true }).fill("x".repeat(200))
  await expect(page.getByTestId("check-image-alt")).toHaveAttribute("data-status", "failure")
  await expect(page.getByTestId("check-image-alt")).toContainText("1 image without alt text")
  await expect(page.getByTestId("check-internal-links")).toHaveAttribute("data-status", "failure")
  await expect(page.getByTestId("check-internal-links")).toContainText("/blog/no-such-post-anywhere")
  await expect(page.getByTestId("check-meta-description")).toHaveAttribute("data-status", "failure")
  await expect(page.getByTestId("check-meta-description")).toContainText("Meta description is 200 characters (aim for 70–160)")
  await page.getByLabel("Content", { exact: true }).fill("## Before you start\n\n![A whitening tray](/api/uploads/none.png)")
  await expect(page.getByTestId("check-image-alt")).toHaveAttribute("data-status", "pass")
})

test("with blocking on, failures stop Publish in the browser and on the server, but a draft saves", async ({ page }) => {
  test.setTimeout(90_000)
  const title = unique("Blocked Post")
  await ensureAdmin(page)
  await setBlocking(page, true)
  try {
    await page.goto("/admin/posts/new")
    await page.getByLabel("Title", { exact: true }).fill(title)
    await page.getByLabel("Content", { exact: true }).fill("## Intro\n\n![](/api/uploads/none.png)")
    await setChecked(page.getByRole("checkbox", { name: "Published" }), true)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Error", "Fix the checklist's failures before publishing or scheduling")

    // A draft is never blocked.
    await setChecked(page.getByRole("checkbox", { name: "Published" }), false)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post created successfully")

    // The list's Publish runs no browser check at all: the server refuses it by itself.
    await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
    await (await openRowMenu(page, title)).getByRole("menuitem", { name: "Publish" }).click()
    await expectToast(page, "Error", "Failed to update post status")
    await page.reload()
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Draft")
    expect((await page.request.get(`/blog/${slugify(title)}`)).status()).toBe(404)
  } finally {
    await setBlocking(page, false)
  }
})

test("a page's meta title and description are served; hidden from search engines it leaves the sitemap", async ({ page }) => {
  const title = unique("Our Clinic Partners")
  const slug = slugify(title)
  await ensureAdmin(page, "/admin/pages/new")
  await page.getByLabel("Title", { exact: true }).fill(title)
  await page.getByLabel("Content", { exact: true }).fill("We work with dental and medical aesthetics clinics.")
  await page.getByLabel("Meta Title", { exact: true }).fill("Clinic Partners of Lumora Health | Dental and Aesthetics")
  await page.getByLabel("Meta Description", { exact: true }).fill("The dental, dermatology and medical aesthetics clinics we help grow, and how our partnerships work in practice.")
  await expect(page.getByTestId("serp-title")).toHaveText("Clinic Partners of Lumora Health | Dental and Aesthetics")
  await setChecked(page.getByRole("checkbox", { name: "Published" }), true)
  await page.getByRole("button", { name: "Save Page" }).click()
  await expectToast(page, "Success", "Page created successfully")

  await page.goto(`/${slug}`)
  await expect(page).toHaveTitle("Clinic Partners of Lumora Health | Dental and Aesthetics")
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^The dental, dermatology/)
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/${slug}</loc>`)

  await page.goto("/admin/pages")
  await page.getByRole("link", { name: title }).click()
  await setChecked(page.getByRole("checkbox", { name: "Hide from search engines" }), true)
  await page.getByRole("button", { name: "Save Page" }).click()
  await expectToast(page, "Success", "Page updated successfully")
  await page.goto(`/${slug}`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/${slug}</loc>`)
})
