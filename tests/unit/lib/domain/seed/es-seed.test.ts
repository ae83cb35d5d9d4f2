import { existsSync, readdirSync, readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { linksIn, schemaOf } from "@/lib/domain/data-fields"
import { parseFrontMatter, splitFrontMatter } from "@/lib/site/front-matter"
import { countWords } from "@/lib/domain/reading-time"
import { SECTION_TYPES, isSectionType, sectionsSchema } from "@/lib/domain/sections"
import { BUILT_IN_SITE_PAGES } from "@/lib/domain/seed"
import { CONTACT_PAGE_EN } from "@/lib/domain/seed/contact-page-en"
import { CONTACT_PAGE_ES } from "@/lib/domain/seed/es/contact-page"
import { privacyPolicyEs, privacyPolicyMetaEs, termsOfServiceEs, termsOfServiceMetaEs } from "@/lib/domain/seed/es/legal"
import { SPANISH_SITE_CHROME } from "@/lib/domain/seed/es/site-chrome"
import { BUILT_IN_SITE_PAGES_ES, SEED_SITE_PAGES_ES, SEED_WORK_PAGE_ES } from "@/lib/domain/seed/es/site-pages"
import { privacyPolicyEn, privacyPolicyMetaEn, termsOfServiceEn, termsOfServiceMetaEn, type LegalContext } from "@/lib/domain/seed/legal-en"
import { SEED_SITE_PAGES } from "@/lib/domain/seed/site-pages"
import { SEED_WORK_PAGE } from "@/lib/domain/seed/work-page"
import {
  CONTACT_DETAILS_FIELDS,
  DEFAULT_CONTACT_DETAILS,
  DEFAULT_SITE_CHROME,
  FOOTER_FIELDS,
  menuIds,
  NAVIGATION_FIELDS,
  SITE_SETTINGS_FIELDS,
} from "@/lib/domain/site-content"

/** A link of a Spanish page: another site, an e-mail or phone, an in-page anchor, or a Spanish page. */
const isSpanishLink = (href: string) => /^(https?:|mailto:|tel:|#)/.test(href) || href === "/es" || href.startsWith("/es/")

/** Interface words of the English site that must not survive in the Spanish copy. */
const ENGLISH_LEFTOVERS = [
  "Learn More",
  "Contact Us",
  "Get Started",
  "Get in Touch",
  "Book a Call",
  "Book a Consultation",
  "Read More",
  "Read the Blog",
  "Talk to Our Team",
  "Our Services",
  "Our Work",
  "Our Process",
  "Start a Project",
  "Start Your",
  "Explore",
  "Let's Talk",
  "Who We",
  "Privacy Policy",
  "Terms of Service",
  "All rights reserved",
  "Follow us",
  "coming soon",
  "Services",
  "Resources",
]

/** Every string of a value except link targets, image files and icon names (the words a visitor reads). */
function visibleStrings(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["href", "src", "icon", "arrowTarget", "anchor", "id", "type", "path"].includes(key) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((v) => visibleStrings(v, key))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => visibleStrings(v, k))
  return []
}

const leftoversIn = (strings: string[]) =>
  strings.flatMap((s) => ENGLISH_LEFTOVERS.filter((word) => s.toLowerCase().includes(word.toLowerCase())).map((word) => `${word} in "${s}"`))

const englishPage = (path: string) => BUILT_IN_SITE_PAGES.find((p) => p.path === path)!

describe("Spanish site pages", () => {
  it("mirror the English pages: same paths, in the same order, /work apart", () => {
    expect(SEED_SITE_PAGES_ES.map((p) => p.path)).toEqual(SEED_SITE_PAGES.map((p) => p.path))
    expect(SEED_WORK_PAGE_ES.path).toBe(SEED_WORK_PAGE.path)
    expect(BUILT_IN_SITE_PAGES_ES.map((p) => p.path)).toEqual(BUILT_IN_SITE_PAGES.map((p) => p.path))
  })

  it.each(BUILT_IN_SITE_PAGES_ES.map((p) => [p.path, p] as const))("%s parses with sectionsSchema unchanged", (_path, page) => {
    const parsed = sectionsSchema.safeParse(page.sections)
    expect(parsed.error?.issues ?? []).toEqual([])
    expect(parsed.data).toEqual(page.sections)
  })

  it.each(BUILT_IN_SITE_PAGES_ES.map((p) => [p.path, p] as const))("%s has the English page's sections, ids, anchors and list sizes", (path, page) => {
    const en = englishPage(path)
    const shape = (sections: typeof page.sections) =>
      sections.map((s) => ({
        id: s.id,
        type: s.type,
        anchor: s.anchor,
        hidden: s.hidden,
        lists: Object.fromEntries(Object.entries(s.data).map(([k, v]) => [k, Array.isArray(v) ? v.length : typeof v])),
        icons: JSON.stringify(s.data).match(/"icon":"[^"]*"/g),
        images: JSON.stringify(s.data).match(/"src":"[^"]*"/g),
      }))
    expect(shape(page.sections)).toEqual(shape(en.sections))
    expect(page.meta_title).not.toBe("")
    expect(page.meta_title).not.toBe(en.meta_title)
    expect(page.meta_description).not.toBe(en.meta_description)
    expect(page.title).not.toBe("")
  })

  it.each(BUILT_IN_SITE_PAGES_ES.map((p) => [p.path, p] as const))("%s links only to Spanish pages, anchors or other sites", (path, page) => {
    const en = englishPage(path)
    const links = (p: typeof page) => p.sections.flatMap((s) => (isSectionType(s.type) ? linksIn(SECTION_TYPES[s.type].fields, s.data) : []))
    expect(links(page).filter((href) => !isSpanishLink(href))).toEqual([])
    // The same targets as the English page, each under /es/.
    expect(links(page)).toEqual(links(en).map((href) => (href.startsWith("/") ? `/es${href}` : href)))
  })

  it.each(BUILT_IN_SITE_PAGES_ES.map((p) => [p.path, p] as const))("%s keeps no English interface words", (_path, page) => {
    expect(leftoversIn([page.title, page.meta_title, page.meta_description, ...visibleStrings(page.sections)])).toEqual([])
  })

  it("writes the home page in Spanish", () => {
    const home = SEED_SITE_PAGES_ES[0]!
    const hero = home.sections.find((s) => s.type === "hero")!
    expect(hero.data.title).toBe("Presencia digital precisa para marcas de salud modernas")
    expect(home.sections.find((s) => s.type === "services-grid")!.data.linkLabel).toBe("Ver más")
    expect(home.sections.find((s) => s.type === "contact")!.data.title).toBe("Hablemos de su consultorio")
  })
})

describe("SPANISH_SITE_CHROME", () => {
  const cases = [
    ["navigation", NAVIGATION_FIELDS, SPANISH_SITE_CHROME.navigation],
    ["footer", FOOTER_FIELDS, SPANISH_SITE_CHROME.footer],
    ["contact details", CONTACT_DETAILS_FIELDS, SPANISH_SITE_CHROME.contact],
    ["site settings", SITE_SETTINGS_FIELDS, SPANISH_SITE_CHROME.settings],
  ] as const

  for (const [name, fields, value] of cases) {
    it(`the Spanish ${name} parses with the schema of its fields, unchanged`, () => {
      const parsed = schemaOf(fields).safeParse(value)
      expect(parsed.error?.issues ?? []).toEqual([])
      expect(parsed.data).toEqual(value)
    })
  }

  it("links only to Spanish pages, the same ones as the English chrome", () => {
    const links = (chrome: typeof SPANISH_SITE_CHROME) => cases.flatMap(([name, fields]) => linksIn(fields, chrome[name === "contact details" ? "contact" : name === "site settings" ? "settings" : name]))
    expect(links(SPANISH_SITE_CHROME).filter((href) => !isSpanishLink(href))).toEqual([])
    expect(links(SPANISH_SITE_CHROME)).toEqual(links(DEFAULT_SITE_CHROME).map((href) => (href.startsWith("/") ? `/es${href}` : href)))
    const panel = (chrome: typeof SPANISH_SITE_CHROME) => chrome.navigation.items.map((i) => [i.kind, i.href ? `/es${i.href}` : "", i.items.map((l) => [`/es${l.href}`, l.icon])])
    expect(SPANISH_SITE_CHROME.navigation.items.map((i) => [i.kind, i.href, i.items.map((l) => [l.href, l.icon])])).toEqual(panel(DEFAULT_SITE_CHROME))
  })

  it("keeps the agency's name, e-mail, phone, address and profiles, and the copyright placeholders", () => {
    expect(SPANISH_SITE_CHROME.settings.name).toBe("Lumora Health")
    expect(SPANISH_SITE_CHROME.settings.socialImage).toBeNull()
    // The same agency; its hours and the forms' consent wording are in Spanish.
    const { hours, consentContact, consentDownload, consentRegistration, consentMarketing, ...contact } = SPANISH_SITE_CHROME.contact
    const { hours: englishHours, consentContact: c, consentDownload: d, consentRegistration: r, consentMarketing: m, ...englishContact } = DEFAULT_CONTACT_DETAILS
    expect(contact).toEqual(englishContact)
    expect(hours).not.toBe(englishHours)
    expect([consentContact, consentDownload, consentRegistration, consentMarketing]).toEqual([
      expect.stringMatching(/^Al enviar este mensaje acepta /),
      expect.stringMatching(/^Al enviar este formulario acepta /),
      expect.stringMatching(/^Al inscribirse acepta /),
      expect.stringMatching(/^Sí, quiero recibir /),
    ])
    expect([c, d, r, m].every(Boolean)).toBe(true)
    expect(SPANISH_SITE_CHROME.footer.copyright).toContain("{year}")
    expect(SPANISH_SITE_CHROME.footer.copyright).toContain("{siteName}")
    expect(menuIds(SPANISH_SITE_CHROME.navigation.items).slice(0, 2)).toEqual(["servicios", "recursos"])
  })

  it("keeps no English interface words", () => {
    const { contact, ...rest } = SPANISH_SITE_CHROME
    expect(leftoversIn([...visibleStrings(rest), contact.hours])).toEqual([])
  })
})

const context = (enabled: boolean, retentionDays = 45): LegalContext => ({
  settings: { name: "Lumora Health" },
  contact: { email: "privacy@example.org", phone: "+1 (512) 555-0100", address: "1 Main Street, Austin, TX" },
  analytics: { enabled, retentionDays },
})

const allText = (doc: { title: string; updated: string; intro: string; sections: { heading: string; body: string[] }[] }) =>
  [doc.title, doc.updated, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.body])].join("\n")

describe("Spanish legal texts", () => {
  it("mirror the English sections and their conditional paragraphs", () => {
    for (const enabled of [true, false]) {
      const en = privacyPolicyEn(context(enabled))
      const es = privacyPolicyEs(context(enabled))
      expect(es.sections.map((s) => s.body.length)).toEqual(en.sections.map((s) => s.body.length))
    }
    expect(termsOfServiceEs(context(true)).sections.map((s) => s.body.length)).toEqual(termsOfServiceEn(context(true)).sections.map((s) => s.body.length))
  })

  it("name the site, the contact e-mail, phone and address, and the retention days", () => {
    const privacy = allText(privacyPolicyEs(context(true, 45)))
    expect(privacy).toContain("Lumora Health")
    expect(privacy).toContain("privacy@example.org")
    expect(privacy).toContain("+1 (512) 555-0100")
    expect(privacy).toContain("1 Main Street, Austin, TX")
    expect(privacy).toContain("después de 45 días")
    expect(allText(privacyPolicyEs(context(true, 1)))).toContain("después de 1 día;")
    expect(allText(privacyPolicyEs(context(false, 45)))).not.toContain("45 días")
    expect(privacyPolicyEs(context(false)).sections[1]!.body).toEqual([
      "Por el momento, este sitio no cuenta las páginas vistas. No instala ninguna cookie y no envía nada a ninguna otra empresa.",
    ])
    const terms = allText(termsOfServiceEs(context(true)))
    expect(terms).toContain("privacy@example.org")
    expect(terms).toContain("Lumora Health")
    expect(privacy).toContain("información de salud protegida (PHI)")
    expect(privacy).toContain("Acuerdo de Socio Comercial (BAA)")
  })

  it("are in Spanish, with Spanish titles and metadata", () => {
    expect(privacyPolicyEs(context(true)).title).toBe("Política de privacidad")
    expect(termsOfServiceEs(context(true)).title).toBe("Términos del servicio")
    expect(privacyPolicyMetaEs({ name: "Lumora Health" }).description).toBe("Cómo Lumora Health recopila, usa y protege la información personal.")
    expect(termsOfServiceMetaEs({ name: "Lumora Health" }).title).toBe("Términos del servicio")
    expect(leftoversIn([allText(privacyPolicyEs(context(true))), allText(termsOfServiceEs(context(true)))])).toEqual([])
  })
})

describe("English legal texts and contact page (moved out of their pages, word for word)", () => {
  it("the privacy policy says what the page said", () => {
    const doc = privacyPolicyEn(context(true, 30))
    expect(doc.title).toBe("Privacy Policy")
    expect(doc.updated).toBe("November 27, 2026")
    expect(doc.intro).toBe(
      'Lumora Health ("we", "us") respects your privacy. This policy explains what we collect through this website, why, and the choices you have.',
    )
    expect(doc.sections.map((s) => s.heading)).toEqual([
      "What we collect",
      "Visitor statistics",
      "How we use it",
      "Who we share it with",
      "Client data and HIPAA",
      "Your choices",
      "Contact",
    ])
    expect(doc.sections[1]!.body[2]).toBe(
      "Individual page views are deleted after 30 days; only totals per day and per hour (with no visitor information) are kept longer. If you send us a message, it records the pages you read in that visit before sending it, so we know which articles bring enquiries.",
    )
    expect(doc.sections[4]!.body).toEqual([
      "When a healthcare client shares protected health information with us as part of an engagement, we sign a Business Associate Agreement and handle that information only as the agreement allows.",
    ])
    expect(doc.sections[5]!.body).toEqual([
      "You may ask us to see, correct or delete the personal information we hold about you by writing to privacy@example.org. We answer within 30 days.",
    ])
    expect(doc.sections[6]!.body).toEqual(["Questions about this policy: privacy@example.org, +1 (512) 555-0100, 1 Main Street, Austin, TX."])
    expect(privacyPolicyEn(context(false)).sections[1]!.body).toEqual([
      "This site does not count page views at the moment. It sets no cookie and sends nothing to any other company.",
    ])
    expect(privacyPolicyMetaEn({ name: "Lumora Health" })).toEqual({
      title: "Privacy Policy",
      description: "How Lumora Health collects, uses and protects personal information.",
    })
  })

  it("the terms of service say what the page said", () => {
    const doc = termsOfServiceEn(context(true))
    expect(doc.title).toBe("Terms of Service")
    expect(doc.updated).toBe("November 1, 2026")
    expect(doc.intro).toBe(
      "These terms apply to your use of the Lumora Health website. By using the site you accept them. Client engagements are governed by their own signed agreements.",
    )
    expect(doc.sections.map((s) => s.heading)).toEqual([
      "Use of the site",
      "No medical or legal advice",
      "Results",
      "Intellectual property",
      "Liability",
      "Changes and contact",
    ])
    expect(doc.sections[2]!.body).toEqual([
      "Figures quoted on this site describe results achieved for past clients. They are not a promise of the same results for your practice, which depend on your market, offer and budget.",
    ])
    expect(doc.sections[5]!.body).toEqual(["We may update these terms; the date above shows the latest version. Questions: privacy@example.org."])
    expect(termsOfServiceMetaEn({ name: "Lumora Health" })).toEqual({
      title: "Terms of Service",
      description: "The terms that apply when you use the Lumora Health website.",
    })
  })

  it("the contact page keeps its heading, description and canonical path; the Spanish one has its own", () => {
    expect(CONTACT_PAGE_EN).toEqual({
      title: "Get in Touch",
      description: "Tell us about your practice and your goals: our team replies to every message within one business day.",
      path: "/contact",
    })
    expect(CONTACT_PAGE_ES.path).toBe("/es/contact")
    expect(leftoversIn([CONTACT_PAGE_ES.title, CONTACT_PAGE_ES.description])).toEqual([])
  })
})

describe("Spanish built-in posts (content/blog/es)", () => {
  const dir = "content/blog/es"
  const files = readdirSync(dir).filter((name) => name.endsWith(".mdx")).sort()
  const read = (name: string) => {
    const { data, body } = splitFrontMatter(`${dir}/${name}`, readFileSync(`${dir}/${name}`, "utf8"))
    const { translationOf, ...rest } = data as Record<string, unknown>
    return { translationOf, fm: parseFrontMatter(`${dir}/${name}`, rest), body }
  }

  it("translate at least the social media trends post and the dental guide", () => {
    expect(files.map((name) => read(name).translationOf).sort()).toEqual(
      expect.arrayContaining(["dental-practice-marketing-guide", "healthcare-social-media-trends-2025"]),
    )
  })

  it.each(files)("%s has the English post's front matter in Spanish, with translationOf", (name) => {
    const { translationOf, fm, body } = read(name)
    expect(typeof translationOf).toBe("string")
    expect(name).not.toBe(`${String(translationOf)}.mdx`)
    expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/)
    const englishFile = `content/blog/${String(translationOf)}.mdx`
    expect(existsSync(englishFile)).toBe(true)
    const en = splitFrontMatter(englishFile, readFileSync(englishFile, "utf8"))
    const english = parseFrontMatter(englishFile, en.data)
    // The same fields, the same facts that are not words (dates, image, author, reviewer), the words in Spanish.
    expect(Object.keys(fm).sort()).toEqual(Object.keys(english).sort())
    expect({ date: fm.date, image: fm.image, author: fm.author, reviewer: fm.reviewer, lastReviewed: fm.lastReviewed, featured: fm.featured }).toEqual({
      date: english.date,
      image: english.image,
      author: english.author,
      reviewer: english.reviewer,
      lastReviewed: english.lastReviewed,
      featured: english.featured,
    })
    expect(fm.title).not.toBe(english.title)
    expect(fm.excerpt).not.toBe(english.excerpt)
    expect(fm.tags).toHaveLength(english.tags.length)
    // The same outline: as many headings of each level, tables and quotes.
    const outline = (text: string) => text.split("\n").filter((line) => /^(#{1,6} |\||> |<|!\[|---)/.test(line)).map((line) => line.replace(/[^#|><!-].*$/, ""))
    expect(outline(body)).toEqual(outline(en.body))
    expect(outline(body).length).toBeGreaterThan(10)
    // Internal links go to Spanish pages; other sites stay.
    const links = [...body.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]!)
    const englishLinks = [...en.body.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]!)
    // Pages move under /es/; a post keeps its original's address (the page leads to its Spanish version when there is
    // one: lib/domain/blog/content-links.ts), files (an image: /blog/x.webp) and other sites stay.
    const spanishHref = (href: string) => (href.startsWith("/") && !/\.\w+$/.test(href) && !href.startsWith("/blog/") ? `/es${href}` : href)
    expect(links).toEqual(englishLinks.map(spanishHref))
    expect(links.some((href) => href.startsWith("/es/"))).toBe(true)
    expect(countWords(body)).toBeGreaterThan(countWords(en.body) * 0.9)
    expect(leftoversIn([fm.title, fm.excerpt, fm.metaDescription ?? "", fm.category ?? ""])).toEqual([])
  })
})
