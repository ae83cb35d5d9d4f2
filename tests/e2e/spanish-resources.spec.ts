import AxeBuilder from "@axe-core/playwright"
import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { expectToast } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"
import { E2E_SMTP_PORT } from "../helpers/e2e-notifications"
import { startMailSink, type MailSink } from "../helpers/mail-sink"

// The Spanish services index, resource library and resource pages, and a gated download asked for in Spanish: an
// editor publishes an English resource, then its Spanish translation (its own slug, its own file); a visitor on
// /es/ sees only the Spanish one, in Spanish words, asks for it through the Spanish form, gets the Spanish file and
// a Spanish e-mail naming the Spanish page; the inbox shows the lead as Spanish. The words are typed out here, not
// imported: a test that read the product's copy could not catch a wrong one.
//
// The run shares one server and data folder with every other spec: records are named with this run's id. The
// server sends its e-mail to the SMTP port of tests/helpers/e2e-notifications.ts, served here while this file runs.

test.describe.configure({ mode: "serial" })

const RUN = Date.now().toString(36)
const EN_TITLE = `Patient Journey Map ${RUN}`
const EN_SLUG = `patient-journey-map-${RUN}`
const ES_TITLE = `Mapa del recorrido del paciente ${RUN}`
const ES_SLUG = `mapa-del-paciente-${RUN}`
const PDF_EN = `%PDF-1.4\n% patient journey map ${RUN}\n`
const PDF_ES = `%PDF-1.4\n% mapa del paciente ${RUN}\n`
const VISITOR = { name: `Daniela Ruiz ${RUN}`, email: `daniela.${RUN}@clinica.example` }

let sink: MailSink

test.beforeAll(async () => {
  sink = await startMailSink(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await sink?.stop()
})

/** The page's hreflang alternates: language → path. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, new URL(l.href).pathname]),
    ),
  )
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

/** Uploads a file to the media library as the signed-in editor; its /api/uploads/… address. */
async function upload(page: Page, name: string, body: string): Promise<string> {
  const base = new URL(page.url()).origin
  const response = await page.request.post("/api/admin/media", {
    headers: { "x-file-name": encodeURIComponent(name), origin: base, "content-type": "application/octet-stream" },
    data: Buffer.from(body),
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { data: { url: string } }).data.url
}

/** Waits until the editor is live (its history loads in the browser): a click before React runs goes unheard. */
async function editorReady(page: Page) {
  await expect(page.getByTestId("history-panel").getByTestId("revision").first()).toBeVisible()
}

/** Fills a resource's editor: its title, slug, kind, summary, file, the gate, the description; published. */
async function fillResource(page: Page, values: { title: string; slug: string; summary: string; file: string; body: string }) {
  await expect(async () => {
    await page.getByLabel("Title", { exact: true }).fill(values.title)
    await page.getByLabel("Slug", { exact: true }).fill(values.slug)
    await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(values.slug, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByLabel("Kind", { exact: true }).selectOption("template")
  await page.getByLabel("Summary", { exact: true }).fill(values.summary)
  await page.getByLabel("File", { exact: true }).fill(values.file)
  await page.getByRole("checkbox", { name: "Ask for name and e-mail before the download" }).check()
  await page.getByLabel("Description", { exact: true }).fill(values.body)
  await page.getByRole("checkbox", { name: "Published" }).check()
}

/** `path` answers, after the cache refresh a save starts, with `check` passing (retried while the page refreshes). */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path)
    await check()
  }).toPass({ timeout: 30_000 })
}

async function statusOf(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(path)).status()
}

test("the Spanish services index lists the Spanish service pages, in Spanish, paired with /services", async ({ page, request }) => {
  const response = await page.goto("/es/services")
  expect(response?.status()).toBe(200)
  await expect(page.locator("html")).toHaveAttribute("lang", "es")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuestros servicios")
  await expect(page.locator("main")).toContainText("Lo que hacemos")
  await expect(page.locator("main")).toContainText("Seis especialidades, un solo plan de crecimiento")
  await expect(page.locator("main")).not.toContainText("Our Services")
  await expect(page).toHaveTitle(/^Nuestros servicios/)
  const list = page.getByRole("region", { name: "Lista de servicios" })
  const cards = list.getByRole("link")
  await expect(cards).toHaveCount(6)
  await expect(list.getByRole("heading", { level: 2 })).toHaveText([
    "Gestión de redes sociales",
    "Desarrollo web",
    "Creación de contenido",
    "Email marketing",
    "Estrategia SEO",
    "Analítica e informes",
  ])
  await expect(list.getByRole("link", { name: /Gestión de redes sociales/ })).toHaveAttribute("href", "/es/services/social-media")
  for (const href of await cards.evaluateAll((links) => links.map((l) => l.getAttribute("href")!))) {
    expect(href).toMatch(/^\/es\/services\/[a-z-]+$/)
    expect(await statusOf(request, href), href).toBe(200)
  }
  expect(await alternatesOf(page)).toEqual({ es: "/es/services", en: "/services", "x-default": "/services" })
  await expectNoSeriousAxeViolations(page)

  // The English index is as it was, and points to the Spanish one.
  await page.goto("/services")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services")
  await expect(page.getByRole("region", { name: "Service list" }).getByRole("link", { name: /Social Media Management/ })).toHaveAttribute("href", "/services/social-media")
  expect(await alternatesOf(page)).toEqual({ en: "/services", es: "/es/services", "x-default": "/services" })
})

test("a resource and its Spanish translation: the Spanish library, page, form, e-mail and inbox are Spanish", async ({ page, browser }) => {
  test.setTimeout(240_000)
  let spanishEditor = ""

  await test.step("an editor publishes an English gated resource", async () => {
    await ensureAdmin(page, "/admin/resources/new")
    await expect(page.getByRole("heading", { level: 1, name: "Create New Resource" })).toBeVisible()
    const file = await upload(page, `Patient journey map ${RUN}.pdf`, PDF_EN)
    await fillResource(page, { title: EN_TITLE, slug: EN_SLUG, summary: "Map every step from the first search to the booked visit.", file, body: "A worksheet for your **front desk**." })
    await page.getByRole("button", { name: "Save Resource" }).click()
    await expectToast(page, "Success", "Resource created successfully")
    await expect(page).toHaveURL(/\/admin\/resources\/[0-9a-f-]{36}$/)
    await editorReady(page)
    await expect(page.getByTestId("languages-panel").getByTestId("language-es").getByTestId("translation-status")).toHaveText("Spanish: missing")
  })

  await test.step("while it has no Spanish version, it does not exist under /es/: the Spanish 404, with no alternate", async () => {
    await eventually(page, `/resources/${EN_SLUG}`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(EN_TITLE, { timeout: 1_000 })
    })
    expect(await alternatesOf(page)).toEqual({})
    const response = await page.goto(`/es/resources/${EN_SLUG}`)
    expect(response?.status()).toBe(404)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Uy! No encontramos esta página")
    await expect(page.locator("main")).not.toContainText("Patient Journey Map")
    expect(await alternatesOf(page)).toEqual({})
    await expect(page.getByTestId("download-gate")).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await eventually(page, "/es/resources/templates", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biblioteca de plantillas", { timeout: 1_000 })
    })
    await expect(page.locator("main")).not.toContainText(EN_TITLE)
  })

  await test.step("Add Spanish translation, translated with its own slug and file, then published", async () => {
    await page.goto(`/admin/resources?q=${encodeURIComponent(RUN)}`)
    await page.getByRole("link", { name: EN_TITLE, exact: true }).click()
    await editorReady(page)
    await page.getByTestId("languages-panel").getByRole("button", { name: "Add Spanish translation" }).click()
    await expectToast(page, "Success", "Spanish translation created")
    await expect(page).toHaveURL(/\/admin\/resources\/[0-9a-f-]{36}$/)
    spanishEditor = page.url()
    await editorReady(page)
    await expect(page.getByTestId("languages-panel")).toContainText("This version: Spanish")
    const file = await upload(page, `Mapa del paciente ${RUN}.pdf`, PDF_ES)
    await fillResource(page, {
      title: ES_TITLE,
      slug: ES_SLUG,
      summary: "Ubique cada paso, desde la primera búsqueda hasta la cita agendada.",
      file,
      body: "Una hoja de trabajo para su **recepción**.",
    })
    await page.getByRole("button", { name: "Save Resource" }).click()
    await expectToast(page, "Success", "Resource updated successfully")
  })

  await test.step("/es/resources and its templates page list the Spanish resource only, in Spanish, paired with English", async () => {
    await eventually(page, "/es/resources", async () => {
      await expect(page.getByTestId("resource-list")).toContainText(ES_TITLE, { timeout: 1_000 })
    })
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recursos")
    await expect(page.getByRole("heading", { level: 2, name: "Próximamente en la biblioteca" })).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "Recursos recientes" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Visite nuestro blog" })).toHaveAttribute("href", "/es/blog")
    await expect(page.getByRole("link", { name: "Solicite recursos a la medida" })).toHaveAttribute("href", "/es/contact")
    await expect(page.getByRole("link", { name: "Biblioteca de plantillas" })).toHaveAttribute("href", "/es/resources/templates")
    await expect(page.locator("main")).not.toContainText(EN_TITLE)
    await expect(page.getByTestId("resource-list").getByRole("link", { name: ES_TITLE })).toHaveAttribute("href", `/es/resources/${ES_SLUG}`)
    await expect(page.getByTestId("resource-list")).toContainText("Plantilla")
    expect(await alternatesOf(page)).toEqual({ es: "/es/resources", en: "/resources", "x-default": "/resources" })
    await expectNoSeriousAxeViolations(page)

    await eventually(page, "/es/resources/templates", async () => {
      await expect(page.getByTestId("resource-list")).toContainText(ES_TITLE, { timeout: 1_000 })
    })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biblioteca de plantillas")
    await expect(page.locator("main")).not.toContainText(EN_TITLE)
    expect(await alternatesOf(page)).toEqual({ es: "/es/resources/templates", en: "/resources/templates", "x-default": "/resources/templates" })

    // English lists the English one only.
    await eventually(page, "/resources/templates", async () => {
      await expect(page.getByTestId("resource-list")).toContainText(EN_TITLE, { timeout: 1_000 })
    })
    await expect(page.locator("main")).not.toContainText(ES_TITLE)
  })

  await test.step("the Spanish resource's page: Spanish words, paired with the English page both ways", async () => {
    await page.getByTestId("resource-list").getByRole("link", { name: EN_TITLE }).click()
    await expect(page).toHaveURL(new RegExp(`/resources/${EN_SLUG}$`))
    await expect(async () => {
      await page.reload()
      expect(await alternatesOf(page)).toEqual({ en: `/resources/${EN_SLUG}`, es: `/es/resources/${ES_SLUG}`, "x-default": `/resources/${EN_SLUG}` })
    }).toPass({ timeout: 30_000 })

    const response = await page.goto(`/es/resources/${ES_SLUG}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    const resource = page.getByTestId("resource")
    await expect(resource.getByRole("heading", { level: 1 })).toHaveText(ES_TITLE)
    await expect(resource).toContainText("Plantilla")
    await expect(resource).toContainText("Ubique cada paso, desde la primera búsqueda hasta la cita agendada.")
    await expect(resource.locator("strong")).toHaveText("recepción")
    await expect(resource.getByRole("link", { name: "Todos los recursos" })).toHaveAttribute("href", "/es/resources")
    expect(await alternatesOf(page)).toEqual({ en: `/resources/${EN_SLUG}`, es: `/es/resources/${ES_SLUG}`, "x-default": `/resources/${EN_SLUG}` })
    await expectNoSeriousAxeViolations(page)
  })

  let link = ""
  await test.step("the gate in Spanish: a validation error, then the link to the Spanish file", async () => {
    const visitor = await browser.newPage()
    await visitor.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${(Date.now() % 150) + 50}` })
    await visitor.goto(`/es/resources/${ES_SLUG}`)
    const gate = visitor.getByTestId("download-gate")
    await expect(gate.getByRole("heading", { level: 2 })).toHaveText("Reciba la descarga")
    await expect(gate).toContainText("Díganos adónde enviarla")
    await gate.getByLabel("Nombre").fill(VISITOR.name)
    await gate.getByLabel("Correo electrónico").fill("daniela@clinica")
    await visitor.waitForTimeout(3200) // a person's pace: not flagged by the timing check
    await expect(async () => {
      await gate.getByRole("button", { name: "Enviarme la descarga" }).click()
      await expect(gate.getByText("Correo electrónico debe ser una dirección de correo electrónico válida")).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await gate.getByLabel("Correo electrónico").fill(VISITOR.email)
    await gate.getByRole("button", { name: "Enviarme la descarga" }).click()

    const ready = visitor.getByTestId("download-ready")
    await expect(ready.getByRole("heading")).toHaveText("Su descarga está lista")
    await expect(ready).toContainText("El enlace funciona durante 24 horas.")
    await expect(ready).toContainText("También enviamos el enlace a su correo electrónico.")
    const download = ready.getByRole("link", { name: `Descargar ${ES_TITLE}` })
    link = (await download.getAttribute("href"))!
    expect(new URL(link).pathname).toBe(`/api/downloads/${ES_SLUG}`)
    expect(new URL(link).searchParams.get("l")).toBe("es")
    const file = await visitor.request.get(link)
    expect(file.status()).toBe(200)
    expect(await file.text()).toBe(PDF_ES)
    // A broken link answers in Spanish and leads back to the Spanish page.
    const forged = await visitor.request.get(link.replace(/s=([0-9a-f])/, (_, c: string) => `s=${c === "0" ? "1" : "0"}`))
    expect(forged.status()).toBe(403)
    const html = await forged.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain("Este enlace de descarga no es válido.")
    expect(html).toContain(`<a href="/es/resources/${ES_SLUG}">Volver al recurso</a>`)
    await visitor.close()
  })

  await test.step("the e-mail is Spanish, with the download link and the Spanish page", async () => {
    await expect.poll(() => sink.received.filter((m) => m.to.includes(VISITOR.email)).length, { timeout: 20_000 }).toBe(1)
    const mail = sink.received.find((m) => m.to.includes(VISITOR.email))!
    expect(mail.parsed.subject).toBe(`Su descarga está lista: ${ES_TITLE}`)
    const text = mail.parsed.text ?? ""
    expect(text).toContain(`Hola, ${VISITOR.name}:`)
    expect(text).toContain(`Gracias por su interés en “${ES_TITLE}”. Este es su enlace de descarga:`)
    expect(text).toContain(link)
    expect(text).toContain("El enlace estará activo durante 24 horas. Después, puede volver a solicitar el recurso en")
    expect(text).toMatch(new RegExp(`https?://[^\\s/]+/es/resources/${ES_SLUG}\\s*$`))
    expect(String(mail.parsed.html)).toContain('lang="es"')
  })

  await test.step("the inbox shows the request as a Spanish lead for the Spanish resource", async () => {
    await ensureAdmin(page, `/admin/messages?q=${encodeURIComponent(VISITOR.name)}`)
    const item = page.getByTestId("message-item").filter({ hasText: VISITOR.name })
    await expect(item.getByTestId("download-request-badge")).toHaveText("Download request")
    await expect(item.getByTestId("language-badge")).toHaveText("Spanish")
    await item.getByRole("link", { name: `Open message from ${VISITOR.name}` }).click()
    await expect(page.getByTestId("message-language")).toHaveText("Spanish")
    await expect(page.getByTestId("message-resource")).toHaveText(ES_TITLE)
    await expect(page.getByTestId("message-resource")).toHaveAttribute("href", `/es/resources/${ES_SLUG}`)
    await expect(page.getByTestId("message-context")).toContainText(`/es/resources/${ES_SLUG}`)
  })

  await test.step("clean-up: the English resource goes, and its Spanish version with it", async () => {
    expect(spanishEditor).not.toBe("")
    await page.goto(`/admin/resources?q=${encodeURIComponent(RUN)}`)
    const rows = page.locator('[data-testid="resource-row"]')
    const english = rows.filter({ has: page.locator('[data-testid="language-badge"]', { hasText: "English" }) })
    await english.getByRole("button", { name: `Actions: ${EN_TITLE}` }).click()
    await page.getByRole("menu").getByRole("menuitem", { name: "Delete" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
    await expect(rows).toHaveCount(0)
  })
})
