import AxeBuilder from "@axe-core/playwright"
import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

// The Spanish site: /es/… pages in Spanish with <html lang="es">, hreflang pairs that answer and point back, and a
// 404 (with no alternate) wherever a page has no Spanish version. The Spanish words are the seed's, asserted as
// written.

const SPANISH_PAGES: { path: string; heading: string | RegExp }[] = [
  { path: "/es", heading: "Presencia digital precisa para marcas de salud modernas" },
  { path: "/es/services/social-media", heading: /./ },
  { path: "/es/work", heading: /./ },
  { path: "/es/blog/guia-marketing-consultorio-dental", heading: "Guía de marketing para consultorios dentales: llene su agenda sin recurrir a descuentos" },
  { path: "/es/contact", heading: "Hablemos" },
  { path: "/es/privacy-policy", heading: "Política de privacidad" },
  { path: "/es/terms-of-service", heading: "Términos del servicio" },
]

/** The page's hreflang alternates: language → address. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, new URL(l.href).pathname]),
    ),
  )
}

/** Every <loc> of a sitemap, as a path. */
async function sitemapPaths(request: APIRequestContext, path: string): Promise<string[]> {
  const xml = await (await request.get(path)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

/** The hreflang links of the HTML of `path`, read without a browser. */
async function hreflangOf(request: APIRequestContext, path: string): Promise<{ status: number; links: Record<string, string> }> {
  const response = await request.get(path)
  const html = await response.text()
  const head = html.slice(0, html.indexOf("</head>"))
  const links = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, new URL(m[2]!).pathname]),
  )
  return { status: response.status(), links }
}

test.describe("the Spanish site", () => {
  for (const { path, heading } of SPANISH_PAGES) {
    test(`${path} is in Spanish, points to its English twin and has no serious axe violation`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", "es")
      await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible()
      const alternates = await alternatesOf(page)
      expect(alternates.es).toBe(path)
      expect(alternates.en).toBeTruthy()
      expect(alternates["x-default"]).toBe(alternates.en)

      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    })
  }

  test("English stays at / in English; /en/… redirects to the unprefixed address", async ({ page, request }) => {
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    const redirect = await request.get("/en/blog", { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    expect(redirect.headers().location).toMatch(/\/blog$/)
  })

  test("a page without a Spanish version is a 404 under /es/, and its English page names no Spanish alternate", async ({ page, request }) => {
    // Posts with no Spanish translation (the Spanish one has its own address).
    for (const path of ["/es/blog/tiktok-for-wellness-brands", "/es/blog/dental-practice-marketing-guide"]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(await alternatesOf(page), path).toEqual({})
    }
    const english = await hreflangOf(request, "/blog/tiktok-for-wellness-brands")
    expect(english.status).toBe(200)
    expect(english.links).toEqual({})
  })

  test("every hreflang pair in both languages answers 200 and points back (crawled from the sitemaps)", async ({ request }) => {
    test.setTimeout(120_000)
    const paths = [...new Set([...(await sitemapPaths(request, "/sitemap.xml")), ...(await sitemapPaths(request, "/es/blog/sitemap.xml"))])]
    const spanish = paths.filter((p) => p === "/es" || p.startsWith("/es/"))
    expect(spanish).toEqual(expect.arrayContaining(["/es/blog", "/es/contact", "/es/blog/tendencias-redes-sociales-salud-2025"]))
    let pairs = 0
    for (const path of paths) {
      const { status, links } = await hreflangOf(request, path)
      expect(status, path).toBe(200)
      for (const [lang, target] of Object.entries(links)) {
        if (lang === "x-default") continue
        const back = await hreflangOf(request, target)
        expect(back.status, `${path} → ${target}`).toBe(200)
        expect(back.links[lang], `${target} names itself`).toBe(target)
        expect(Object.values(back.links), `${target} points back to ${path}`).toContain(path)
        pairs++
      }
    }
    expect(pairs).toBeGreaterThan(20)
  })

  test("the site map names each page's versions (xhtml:link) exactly as the page's own hreflang links do", async ({ page, request }) => {
    test.setTimeout(120_000)
    const xml = await (await request.get("/sitemap.xml")).text()
    await page.goto("/")
    // Well-formed, in the sitemap and xhtml namespaces, as a browser's XML parser reads it.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml")
      const XHTML = "http://www.w3.org/1999/xhtml"
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        urls: [...doc.getElementsByTagName("url")].map((u) => ({
          loc: new URL(u.getElementsByTagName("loc")[0]!.textContent!).pathname,
          links: [...u.getElementsByTagNameNS(XHTML, "link")].map((l) => ({ rel: l.getAttribute("rel"), hreflang: l.getAttribute("hreflang")!, href: new URL(l.getAttribute("href")!).pathname })),
        })),
      }
    }, xml)
    expect(parsed.errors).toBe(0)
    const withAlternates = parsed.urls.filter((u) => u.links.length > 0)
    expect(withAlternates.map((u) => u.loc)).toEqual(
      expect.arrayContaining(["/", "/es", "/contact", "/es/contact", "/blog/dental-practice-marketing-guide", "/es/blog/guia-marketing-consultorio-dental"]),
    )
    expect(parsed.urls.find((u) => u.loc === "/blog/tiktok-for-wellness-brands")?.links).toEqual([])
    for (const { loc, links } of parsed.urls) {
      const fromMap = Object.fromEntries(links.map((l) => [l.hreflang, l.href]))
      expect(links.every((l) => l.rel === "alternate"), loc).toBe(true)
      if (links.length > 0) expect(Object.values(fromMap), `${loc} names itself`).toContain(loc)
      expect(fromMap, `${loc}: the map's alternates are the page's`).toEqual((await hreflangOf(request, loc)).links)
    }
  })

  test("the Spanish interface words reach the browser only with Spanish pages", async ({ page }) => {
    // Words of the Spanish contact form (its validation, its storage failure): an English page never carries them,
    // in its HTML or in any script it loads; the Spanish contact page does.
    const SPANISH_ONLY = ["debe ser una dirección de correo electrónico válida", "No pudimos guardar su mensaje", "Enviar mensaje"]
    async function shipped(path: string): Promise<string> {
      const bodies: Promise<string>[] = []
      const collect = (response: import("@playwright/test").Response) => {
        if (["document", "script", "fetch"].includes(response.request().resourceType())) bodies.push(response.text().catch(() => ""))
      }
      page.on("response", collect)
      await page.goto(path, { waitUntil: "networkidle" })
      page.off("response", collect)
      return (await Promise.all(bodies)).join("\n")
    }
    for (const path of ["/contact", "/blog/dental-practice-marketing-guide", "/"]) {
      const text = await shipped(path)
      for (const words of SPANISH_ONLY) expect(text.includes(words), `${path} ships "${words}"`).toBe(false)
    }
    const spanish = await shipped("/es/contact")
    for (const words of [SPANISH_ONLY[0]!, SPANISH_ONLY[2]!]) expect(spanish.includes(words), `/es/contact ships "${words}"`).toBe(true)
  })

  test("the Spanish blog leads to Spanish posts and back to the Spanish blog", async ({ page }) => {
    await page.goto("/es/blog")
    await page.getByTestId("blog-card").getByRole("link", { name: /Guía de marketing para consultorios dentales/ }).click()
    await expect(page).toHaveURL(/\/es\/blog\/guia-marketing-consultorio-dental$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guía de marketing para consultorios dentales: llene su agenda sin recurrir a descuentos")
    await page.getByRole("link", { name: "Volver al blog" }).click()
    await expect(page).toHaveURL(/\/es\/blog$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
  })

  test("the Spanish feed and search answer in Spanish", async ({ request }) => {
    const feed = await (await request.get("/es/blog/rss.xml")).text()
    expect(feed).toContain("<language>es-us</language>")
    expect(feed).toContain("/es/blog/guia-marketing-consultorio-dental</link>")
    expect(feed).not.toContain("/blog/healthcare-website-conversion</link>")
    const search = (await (await request.get("/es/blog/search.json?q=consultorio")).json()) as { posts: { slug: string }[] }
    expect(search.posts.map((p) => p.slug)).toContain("guia-marketing-consultorio-dental")
    expect(search.posts.every((p) => !["dental-practice-marketing-guide"].includes(p.slug))).toBe(true)
  })

  test("the switcher in the header and the footer leads to the same page in the other language, else to its home", async ({ page }) => {
    await page.goto("/blog/dental-practice-marketing-guide")
    const header = page.getByTestId("site-header").getByRole("navigation", { name: "Language" })
    await expect(header.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/blog/guia-marketing-consultorio-dental")
    const footer = page.getByTestId("site-footer").getByRole("group", { name: "Language" })
    await expect(footer.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/blog/guia-marketing-consultorio-dental")
    await header.getByRole("link", { name: "Español" }).click()
    await expect(page).toHaveURL(/\/es\/blog\/guia-marketing-consultorio-dental$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    const back = page.getByTestId("site-header").getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" })
    await expect(back).toHaveAttribute("href", "/blog/dental-practice-marketing-guide")
    await back.click()
    await expect(page).toHaveURL(/\/blog\/dental-practice-marketing-guide$/)

    // No Spanish version: the switcher offers the Spanish home page.
    await page.goto("/blog/tiktok-for-wellness-brands")
    await expect(page.getByTestId("site-header").getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es")
  })

  test("a first visit to / from a browser that prefers Spanish is offered the Spanish page, never redirected", async ({ browser }) => {
    const spanish = await browser.newContext({ locale: "es-US" })
    const page = await spanish.newPage()
    const response = await page.goto("/")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/$/)
    const suggestion = page.getByRole("region", { name: "Esta página también está disponible en español." })
    await expect(suggestion).toBeVisible()
    await expect(suggestion.getByRole("link", { name: "Verla en español" })).toHaveAttribute("href", "/es")
    await suggestion.getByRole("button", { name: "Cerrar" }).click()
    await expect(suggestion).toHaveCount(0)
    await spanish.close()

    const english = await browser.newContext({ locale: "en-US" })
    const other = await english.newPage()
    await other.goto("/")
    await expect(other.getByTestId("site-header")).toBeVisible()
    await expect(other.getByRole("region", { name: "Esta página también está disponible en español." })).toHaveCount(0)
    await english.close()
  })
})
