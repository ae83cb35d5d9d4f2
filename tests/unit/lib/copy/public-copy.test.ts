import { describe, expect, it } from "vitest"

import { LOCALE_CODES, type Locale } from "@/lib/domain/i18n"
import { formatDate, formatNumber } from "@/lib/domain/i18n/format"
import { LEGAL_UPDATED_LABEL_ES } from "@/lib/domain/seed/es/legal"
import { contactSchema, contactSchemaFor } from "@/lib/domain/schemas/contact"
import { downloadRequestSchemaFor } from "@/lib/domain/schemas/download-request"
import { EN } from "@/lib/copy/public/en"
import { ES } from "@/lib/copy/public/es"
import { clientCopy, publicCopy } from "@/lib/copy/public"
import { leadFormLocale } from "@/lib/domain/contact/lead-context"
import { fill } from "@/lib/copy/public/fill"
import { readTimeLabel } from "@/lib/site/dates"

type Shape = string | { [key: string]: Shape }

/** A dictionary's shape: each text as "string" or "function", each group as its keys' shapes. */
function shape(value: unknown): Shape {
  if (typeof value === "string") return "string"
  if (typeof value === "function") return "function"
  return Object.fromEntries(Object.entries(value as object).map(([key, v]) => [key, shape(v)]))
}

/** Every text of a dictionary, functions called with sample values. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]]
  if (typeof value === "function") return [[path, String((value as (...a: unknown[]) => unknown)("X", 2, false))]]
  return Object.entries(value as object).flatMap(([key, v]) => texts(v, `${path}.${key}`))
}

describe("the public dictionaries", () => {
  it("give every language the English dictionary's keys, texts and functions", () => {
    for (const code of LOCALE_CODES) expect(shape(publicCopy(code as Locale)), code).toEqual(shape(EN))
    expect(shape(ES)).toEqual(shape(EN))
  })

  it("have no empty text in any language", () => {
    for (const code of LOCALE_CODES) {
      for (const [path, text] of texts(publicCopy(code as Locale))) expect(text.trim(), `${code}${path}`).not.toBe("")
    }
  })

  it("translate the Spanish interface rather than copy the English one", () => {
    const en = new Map(texts(EN))
    const same = texts(ES).filter(([path, text]) => en.get(path) === text && !/fileName/.test(path))
    expect(same).toEqual([])
  })

  it("keep the English words of before", () => {
    expect(EN.shell).toEqual({
      mainNav: "Main",
      mobileNav: "Mobile",
      openMenu: "Open menu",
      closeMenu: "Close menu",
      scrollToTop: "Scroll to top",
      quickActions: "Quick actions",
    })
    expect(EN.site.lastUpdated("March 1, 2026")).toBe("Last updated March 1, 2026")
    expect(EN.blog.words("1,234")).toBe("1,234 words")
    expect(fill(EN.blogList.pageOf, { page: 2, count: 3 })).toBe("Page 2 of 3")
    expect(EN.formServer.rateLimited(61_000)).toBe("You have sent several messages in a short time. Please try again in 2 minutes.")
  })

  it("write the legal pages' date line as the Spanish legal texts expect", () => {
    expect(ES.site.lastUpdated("1 de marzo de 2026")).toBe(`${LEGAL_UPDATED_LABEL_ES} 1 de marzo de 2026`)
  })

  it("send a client component nothing in English and its part in another language", () => {
    expect(clientCopy("en", EN.shell)).toBeUndefined()
    expect(clientCopy("es", ES.shell)).toBe(ES.shell)
  })
})

describe("dates and numbers per language", () => {
  it("formats a date the way each language writes it", () => {
    expect(formatDate("2026-11-27", "es")).toBe("27 de noviembre de 2026")
    expect(formatDate("2026-11-27", "en")).toBe("November 27, 2026")
    expect(formatDate("2026-11-27")).toBe("November 27, 2026")
    expect(formatDate("not a date", "es")).toBe("not a date")
  })

  it("groups numbers in US style in both languages", () => {
    expect(formatNumber(12345, "en")).toBe("12,345")
    expect(formatNumber(12345, "es")).toBe("12,345")
  })

  it("writes a post's reading time in the page's words", () => {
    expect(readTimeLabel("7 min read", EN.blogList.minRead)).toBe("7 min read")
    expect(readTimeLabel("7 min read", ES.blogList.minRead)).toBe("7 min de lectura")
    expect(readTimeLabel("Quick read", ES.blogList.minRead)).toBe("Quick read")
  })
})

describe("the forms' rules in each language", () => {
  it("keeps one rule set, its messages in the form's language", () => {
    const empty = { name: "", email: "nope", message: "" }
    const en = contactSchema.safeParse(empty)
    const es = contactSchemaFor(ES.formServer.validation).safeParse(empty)
    expect(en.success || en.error.issues.map((i) => i.message)).toEqual(["is required", "should be a valid email address", "is required"])
    expect(es.success || es.error.issues.map((i) => i.message)).toEqual([
      "es obligatorio",
      "debe ser una dirección de correo electrónico válida",
      "es obligatorio",
    ])
    const gate = downloadRequestSchemaFor(ES.downloadGate.validation).safeParse({ name: "Ana", email: "" })
    expect(gate.success || gate.error.issues.map((i) => i.message)).toEqual(["es obligatorio"])
  })

  it("reads the form's language from its locale field, else from the page it was sent from, else the default", () => {
    expect(leadFormLocale({ locale: "es" })).toBe("es")
    expect(leadFormLocale({ locale: "fr" })).toBe("en")
    expect(leadFormLocale({})).toBe("en")
    expect(leadFormLocale({ page: "/es/contact?utm_source=x" })).toBe("es")
    expect(leadFormLocale({ locale: "en", page: "/es/contact" })).toBe("en")
    expect(leadFormLocale({ page: "https://evil.example/es/x" })).toBe("en")
  })

})
