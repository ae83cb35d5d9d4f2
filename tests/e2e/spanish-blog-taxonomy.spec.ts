import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { slugify } from "@/lib/domain/slug"

import { expectToast, setChecked, statusOf, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"
import { cardTitles, cards, expectNoSeriousAxeViolations } from "./blog-helpers"

// The Spanish blog's category, author and sitemap pages: each lists Spanish posts only, in Spanish words, and links
// within /es/; the English pages list English posts only. The words are typed out as a visitor reads them.

const SPANISH_SOCIAL = "Tendencias de redes sociales en salud para 2025: qué deben hacer los consultorios desde ahora"
const SPANISH_DENTAL = "Guía de marketing para consultorios dentales: llene su agenda sin recurrir a descuentos"
const ENGLISH_SOCIAL = [
  "Healthcare Social Media Trends for 2025: What Practices Should Do Now",
  "Med Spa Instagram Growth: From Pretty Feed to Booked Consultations",
  "TikTok for Wellness Brands: A Responsible Playbook for Short Video",
]

/** The page's hreflang alternates: language → path. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, new URL(l.href).pathname]),
    ),
  )
}

/** Every card's link, as a path. */
async function cardPaths(page: Page): Promise<string[]> {
  const hrefs = await cards(page).getByRole("link").evaluateAll((links) => links.map((l) => (l as HTMLAnchorElement).href))
  return [...new Set(hrefs.map((h) => new URL(h).pathname))]
}

async function sitemapText(request: APIRequestContext): Promise<string> {
  return (await request.get("/sitemap.xml", { headers: { "cache-control": "no-cache" } })).text()
}

test.describe("the Spanish blog's categories", () => {
  test("a Spanish post's category leads to its Spanish category page: Spanish posts only, Spanish words, links within /es/", async ({ page }) => {
    await page.goto("/es/blog/tendencias-redes-sociales-salud-2025")
    await page.locator("article > header").getByRole("link", { name: "Redes sociales", exact: true }).click()
    await expect(page).toHaveURL(/\/es\/blog\/category\/redes-sociales$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    // The name as the posts write it, not the slug title-cased ("Redes Sociales").
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Redes sociales")
    await expect(page).toHaveTitle(/^Artículos de Redes sociales/)
    await expect(page.getByText(/^\d+ artículos? en esta categoría$/)).toBeVisible()
    const titles = await cardTitles(page)
    expect(titles).toContain(SPANISH_SOCIAL)
    expect(titles).not.toContain(SPANISH_DENTAL)
    for (const english of ENGLISH_SOCIAL) expect(titles).not.toContain(english)
    for (const path of await cardPaths(page)) expect(path).toMatch(/^\/es\/blog\//)
    // No English page has posts under this slug: no alternate.
    await expect.poll(() => alternatesOf(page)).toEqual({})
    await expectNoSeriousAxeViolations(page)

    await page.getByRole("link", { name: "Volver al blog" }).click()
    await expect(page).toHaveURL(/\/es\/blog$/)
  })

  test("an English category page shows no Spanish post", async ({ page }) => {
    await page.goto("/blog/category/social-media")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Social Media")
    const titles = await cardTitles(page)
    expect(titles).toEqual(expect.arrayContaining(ENGLISH_SOCIAL))
    expect(titles).not.toContain(SPANISH_SOCIAL)
    for (const path of await cardPaths(page)) expect(path).not.toMatch(/^\/es\//)
  })

  test("a category with English posts only is, under /es/, an empty Spanish page (as an empty English one): no English post, no alternate", async ({ page }) => {
    const response = await page.goto("/es/blog/category/social-media")
    expect(response?.status()).toBe(200)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("heading", { name: "No hay artículos en esta categoría" })).toBeVisible()
    await expect(page.getByText("Artículos de nuestro blog")).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    for (const english of ENGLISH_SOCIAL) await expect(page.getByText(english)).toHaveCount(0)
    await expect.poll(() => alternatesOf(page)).toEqual({})
    await expectNoSeriousAxeViolations(page)
    await page.getByRole("link", { name: "Ver todos los artículos" }).click()
    await expect(page).toHaveURL(/\/es\/blog$/)
  })

  test("the Spanish blog's tabs are its posts' categories and filter to Spanish posts", async ({ page }) => {
    await page.goto("/es/blog")
    const tabs = page.getByRole("tablist", { name: "Categorías del blog" }).getByRole("tab")
    const names = await tabs.allInnerTexts()
    expect(names[0]).toBe("Todos los artículos")
    expect(names).toEqual(expect.arrayContaining(["Odontología", "Redes sociales"]))
    expect(names).not.toContain("Social Media")
    expect(names).not.toContain("Aesthetic Marketing Trends")
    await page.getByRole("tab", { name: "Redes sociales" }).click()
    await expect(page).toHaveURL(/\/es\/blog\?category=redes-sociales$/)
    await expect(cards(page).getByRole("heading", { name: SPANISH_SOCIAL })).toBeVisible()
    await expect(cards(page).getByRole("heading", { name: SPANISH_DENTAL })).toHaveCount(0)

    // The Spanish categories are pages of the site map.
    expect(await sitemapText(page.request)).toContain("/es/blog/category/redes-sociales</loc>")
  })
})

test.describe("the Spanish blog's sitemap page", () => {
  test("/es/blog/sitemap shows the Spanish blog sitemap in Spanish, paired with /blog/sitemap", async ({ page }) => {
    await page.goto("/es/blog")
    await page.getByRole("link", { name: "Mapa del sitio del blog" }).click()
    await expect(page).toHaveURL(/\/es\/blog\/sitemap$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mapa del sitio del blog")
    const xml = page.getByTestId("sitemap-xml")
    await expect(xml).toContainText("/es/blog/guia-marketing-consultorio-dental</loc>")
    await expect(xml).toContainText("/es/blog/tendencias-redes-sociales-salud-2025</loc>")
    await expect(xml).not.toContainText("/blog/dental-practice-marketing-guide</loc>")
    await expect(page.getByRole("button", { name: "Descargar el mapa del sitio XML" })).toBeVisible()
    await expect(page.getByRole("link", { name: /\/es\/blog\/sitemap\.xml$/ })).toHaveAttribute("href", "/es/blog/sitemap.xml")
    await expectNoSeriousAxeViolations(page)

    const spanish = await alternatesOf(page)
    expect(spanish).toMatchObject({ es: "/es/blog/sitemap", en: "/blog/sitemap", "x-default": "/blog/sitemap" })
    const response = await page.goto("/blog/sitemap")
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Sitemap")
    await expect.poll(() => alternatesOf(page)).toMatchObject({ en: "/blog/sitemap", es: "/es/blog/sitemap" })
    await expect(page.getByTestId("sitemap-xml")).not.toContainText("/es/blog/")
  })
})

test.describe("author pages per language", () => {
  test("an author with an English post and its Spanish translation: each language's page lists its own post, paired", async ({ page }) => {
    test.setTimeout(150_000)
    const name = unique("Dra Lucia Mendez")
    const personSlug = slugify(name)
    const title = unique("Implant Aftercare Basics")
    const slug = slugify(title)
    const spanishTitle = `${title} — cuidados después del implante`

    await ensureAdmin(page, "/admin/people/new")
    await page.getByLabel("Name", { exact: true }).fill(name)
    await page.getByLabel("Credentials", { exact: true }).fill("DDS")
    await page.getByRole("button", { name: "Save Person" }).click()
    await expectToast(page, "Success", "Person created successfully")

    await page.goto("/admin/posts/new")
    await page.getByLabel("Title", { exact: true }).fill(title)
    await page.getByLabel("Excerpt", { exact: true }).fill("What to do in the first weeks after an implant.")
    await page.getByLabel("Content", { exact: true }).fill("## The first week\n\nKeep the area clean.")
    await page.getByLabel("Category", { exact: true }).fill("Dental")
    await page.getByLabel("Author", { exact: true }).selectOption({ label: `${name}, DDS` })
    await setChecked(page.getByRole("checkbox", { name: "Published" }), true)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post created successfully")
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)

    // No Spanish post yet: no Spanish author page.
    expect(await statusOf(page, `/es/blog/author/${personSlug}`)).toBe(404)

    await expect(page.getByTestId("history-panel").getByTestId("revision").first()).toBeVisible()
    await page.getByTestId("languages-panel").getByRole("button", { name: "Add Spanish translation" }).click()
    await expectToast(page, "Success", "Spanish translation created")
    await expect(page.getByTestId("languages-panel")).toContainText("This version: Spanish")
    await expect(page.getByTestId("history-panel").getByTestId("revision").first()).toBeVisible()
    await page.getByLabel("Title", { exact: true }).fill(spanishTitle)
    await page.getByLabel("Category", { exact: true }).fill("Odontología")
    await page.getByLabel("Author", { exact: true }).selectOption({ label: `${name}, DDS` })
    await page.getByRole("checkbox", { name: "Published" }).check()
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post updated successfully")

    // The Spanish post's byline leads to the Spanish author page.
    await page.goto(`/es/blog/${slug}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishTitle)
    await expect(page.getByTestId("byline-author")).toHaveAttribute("href", `/es/blog/author/${personSlug}`)
    await page.getByTestId("byline-author").click()
    await expect(page).toHaveURL(new RegExp(`/es/blog/author/${personSlug}$`))
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByTestId("author-name")).toHaveText(`${name}, DDS`)
    await expect(page.getByRole("heading", { level: 2, name: `Artículos de ${name}` })).toBeVisible()
    expect(await cardTitles(page)).toEqual([spanishTitle])
    expect(await cardPaths(page)).toEqual([`/es/blog/${slug}`])
    await expect(page.getByRole("link", { name: "Volver al blog" })).toHaveAttribute("href", "/es/blog")
    await expect.poll(() => alternatesOf(page)).toMatchObject({ es: `/es/blog/author/${personSlug}`, en: `/blog/author/${personSlug}` })
    await expectNoSeriousAxeViolations(page)

    // The English author page lists the English post only, and points back.
    const response = await page.goto(`/blog/author/${personSlug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 2, name: `Articles by ${name}` })).toBeVisible()
    expect(await cardTitles(page)).toEqual([title])
    await expect.poll(() => alternatesOf(page)).toMatchObject({ en: `/blog/author/${personSlug}`, es: `/es/blog/author/${personSlug}` })

    // Both are pages of the site map; the Spanish category of the Spanish post too.
    const sitemap = await sitemapText(page.request)
    expect(sitemap).toContain(`/blog/author/${personSlug}</loc>`)
    expect(sitemap).toContain(`/es/blog/author/${personSlug}</loc>`)
    expect(sitemap).toContain("/es/blog/category/odontologia</loc>")
  })
})
