import { describe, expect, it } from "vitest"

import { contactEmail, contactWebhookBody, downloadLinkEmail } from "@/lib/data/notifications/contact-message"
import type { Locale } from "@/lib/domain/i18n"
import type { MessageRow } from "@/lib/domain/types"
import { absoluteUrl } from "@/lib/domain/site"

// The visitor's e-mail with a gated resource's link, in the language of the request. The words are typed out here:
// a test that read the product's copy could not catch a wrong one.

const LINK = "https://lumora.example/api/downloads/patient-journey-map?r=3f2b8c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21&e=1&s=ab&l=es"

function request(locale: Locale, over: Partial<MessageRow> = {}): MessageRow {
  return {
    id: "3f2b8c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21",
    kind: "download",
    resource: { slug: "patient-journey-map", title: "Patient Journey Map" },
    name: "Dana Whitfield",
    email: "dana@clinic.example",
    message: "Download request: Patient Journey Map",
    read: false,
    created_at: "2026-11-27T12:00:00.000Z",
    folder: "inbox",
    spam_reason: "",
    possible_spam: false,
    visit: null,
    locale,
    page_path: locale === "es" ? "/es/resources/patient-journey-map" : "/resources/patient-journey-map",
    referrer_origin: "",
    utm: {},
    ...over,
  }
}

describe("the download e-mail", () => {
  it("in English keeps its words: subject, greeting, the link and how long it works", () => {
    const mail = downloadLinkEmail(request("en"), { slug: "patient-journey-map", title: "Patient Journey Map" }, LINK, 24)
    expect(mail.to).toEqual(["dana@clinic.example"])
    expect(mail.subject).toBe("Your download: Patient Journey Map")
    expect(mail.text).toBe(
      [
        "Hello Dana Whitfield,",
        "",
        'thank you for your interest in "Patient Journey Map". Here is your download link:',
        "",
        LINK,
        "",
        "The link works for 24 hours. After that, request the resource again on our website.",
      ].join("\n"),
    )
    expect(mail.html).toContain('<html lang="en">')
    expect(mail.html).not.toContain("/es/")
  })

  it("in Spanish: Spanish words, and the resource's Spanish page to ask for it again, a link in the HTML", () => {
    const title = "Mapa del recorrido del paciente"
    const mail = downloadLinkEmail(request("es", { name: "Dana <b>Whitfield</b>" }), { slug: "mapa-del-paciente", title }, LINK, 24)
    const page = absoluteUrl("/es/resources/mapa-del-paciente")
    expect(mail.subject).toBe("Su descarga está lista: Mapa del recorrido del paciente")
    expect(mail.text).toBe(
      [
        "Hola, Dana <b>Whitfield</b>:",
        "",
        "Gracias por su interés en “Mapa del recorrido del paciente”. Este es su enlace de descarga:",
        "",
        LINK,
        "",
        `El enlace estará activo durante 24 horas. Después, puede volver a solicitar el recurso en ${page}`,
      ].join("\n"),
    )
    expect(mail.html).toContain('<html lang="es">')
    expect(mail.html).toContain("Hola, Dana &lt;b&gt;Whitfield&lt;/b&gt;:")
    expect(mail.html).toContain(`<a href="${page}">${page}</a>`)
    expect(mail.html).toContain(`<a href="${LINK.replace(/&/g, "&amp;")}">`)
    expect(mail.html).not.toContain("<b>")
  })

  it("the staff e-mail and the webhook name the resource's page in the request's language", () => {
    expect(contactEmail(request("es"), ["owner@lumora.example"], "https://lumora.example/admin/messages/1").text).toContain(
      'A visitor asked for the download of "Patient Journey Map" (/es/resources/patient-journey-map).',
    )
    expect(contactEmail(request("en"), ["owner@lumora.example"], "https://lumora.example/admin/messages/1").text).toContain(
      'A visitor asked for the download of "Patient Journey Map" (/resources/patient-journey-map).',
    )
    const body = JSON.parse(contactWebhookBody(request("es"), "https://lumora.example/admin/messages/1")) as { resource: { url: string } }
    expect(body.resource.url).toBe(absoluteUrl("/es/resources/patient-journey-map"))
  })
})
