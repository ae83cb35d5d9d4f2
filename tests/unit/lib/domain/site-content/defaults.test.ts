import { describe, expect, it } from "vitest"

import { schemaOf } from "@/lib/domain/data-fields"
import {
  CONTACT_DETAILS_FIELDS,
  copyrightLine,
  DEFAULT_CONTACT_DETAILS,
  DEFAULT_FOOTER,
  DEFAULT_NAVIGATION,
  DEFAULT_SITE_CHROME,
  DEFAULT_SITE_SETTINGS,
  FOOTER_FIELDS,
  menuIds,
  NAVIGATION_FIELDS,
  SITE_SETTINGS_FIELDS,
  telHref,
} from "@/lib/domain/site-content"

describe("site-content defaults", () => {
  const cases = [
    ["navigation", NAVIGATION_FIELDS, DEFAULT_NAVIGATION],
    ["footer", FOOTER_FIELDS, DEFAULT_FOOTER],
    ["contact details", CONTACT_DETAILS_FIELDS, DEFAULT_CONTACT_DETAILS],
    ["site settings", SITE_SETTINGS_FIELDS, DEFAULT_SITE_SETTINGS],
  ] as const

  for (const [name, fields, value] of cases) {
    it(`the ${name} defaults parse with the schema of its fields, unchanged`, () => {
      const parsed = schemaOf(fields).safeParse(value)
      expect(parsed.error?.issues ?? []).toEqual([])
      expect(parsed.data).toEqual(value)
    })
  }

  it("SiteChrome holds the four documents", () => {
    expect(DEFAULT_SITE_CHROME).toEqual({
      navigation: DEFAULT_NAVIGATION,
      footer: DEFAULT_FOOTER,
      contact: DEFAULT_CONTACT_DETAILS,
      settings: DEFAULT_SITE_SETTINGS,
    })
  })

  it("keeps today's header: Services and Resources menus, Work, Blog, Contact and Book a Call", () => {
    expect(DEFAULT_NAVIGATION.items.map((i) => [i.kind, i.label])).toEqual([
      ["menu", "Services"],
      ["menu", "Resources"],
      ["link", "Work"],
      ["link", "Blog"],
      ["link", "Contact"],
    ])
    expect(DEFAULT_NAVIGATION.items[0]!.items.map((i) => i.title)).toEqual([
      "Social Media Management",
      "Web Development",
      "Content Creation",
      "Email Marketing",
      "SEO Strategy",
      "Analytics & Reporting",
    ])
    expect(DEFAULT_NAVIGATION.items[1]!.items.map((i) => i.title)).toEqual(["Marketing Guides", "Template Library", "Case Studies", "Blog"])
    expect(DEFAULT_NAVIGATION.mobile.map((l) => l.label)).toEqual(["Services", "Work", "Blog", "Resources", "Contact"])
    expect(DEFAULT_NAVIGATION.cta).toEqual({ label: "Book a Call", href: "/contact" })
    expect(menuIds(DEFAULT_NAVIGATION.items).slice(0, 2)).toEqual(["services", "resources"])
  })

  it("keeps today's footer, contact details and settings word for word", () => {
    expect(DEFAULT_FOOTER.tagline).toBe("Strategic Execution Meets Aesthetic Intelligence. Digital marketing for healthcare and wellness brands.")
    expect(DEFAULT_FOOTER.instagramLabel).toBe("Follow us on Instagram")
    expect(DEFAULT_FOOTER.columns.map((c) => c.heading)).toEqual(["Services", "Company"])
    expect(DEFAULT_FOOTER.columns[1]!.links.map((l) => l.label)).toEqual([
      "Our Services",
      "Our Work",
      "Blog",
      "Resources",
      "Contact",
      "Privacy Policy",
      "Terms of Service",
    ])
    expect(DEFAULT_CONTACT_DETAILS).toEqual({
      email: "hello@lumorahealth.com",
      phone: "+1 (512) 555-0148",
      address: "1100 Congress Avenue, Suite 410, Austin, TX 78701",
      hours: "Monday to Friday, 8:00 am to 6:00 pm CT",
      instagramUrl: "https://www.instagram.com/lumorahealth",
      socials: [],
      consentContact: "By sending this message you agree that Lumora Health uses your name, e-mail address and message to answer you, as our privacy policy describes.",
      consentDownload:
        "By sending this form you agree that Lumora Health uses your name and e-mail address to send you this resource and follow up on your request, as our privacy policy describes.",
      consentRegistration: "By registering you agree that Lumora Health uses your details to manage your place at this event, as our privacy policy describes.",
      consentMarketing: "Yes, send me Lumora Health's news and marketing e-mails (I can unsubscribe at any time).",
    })
    expect(DEFAULT_SITE_SETTINGS.name).toBe("Lumora Health")
    expect(DEFAULT_SITE_SETTINGS.floatingCta).toEqual({ label: "Start a Project", href: "/contact" })
    expect(DEFAULT_SITE_SETTINGS.socialImage).toBeNull()
  })

  it("rejects an entry without a label and a panel with too many links", () => {
    const schema = schemaOf(NAVIGATION_FIELDS)
    expect(schema.safeParse({ ...DEFAULT_NAVIGATION, items: [{ kind: "link", label: "", href: "/work", items: [] }] }).success).toBe(false)
    const nine = Array.from({ length: 9 }, (_, i) => ({ title: `T${i}`, description: "", href: "/x", icon: null }))
    expect(schema.safeParse({ ...DEFAULT_NAVIGATION, items: [{ kind: "menu", label: "More", href: "", items: nine }] }).success).toBe(false)
  })
})

describe("site-content rules", () => {
  it("derives the tel: link from the displayed number", () => {
    expect(telHref("+1 (512) 555-0148")).toBe("tel:+15125550148")
    expect(telHref("(512) 555-0148")).toBe("tel:5125550148")
    expect(telHref("call us")).toBe("")
  })

  it("fills the copyright pattern", () => {
    expect(copyrightLine("© {year} {siteName}. All rights reserved.", 2026, "Lumora Health")).toBe("© 2026 Lumora Health. All rights reserved.")
    expect(copyrightLine("{other} {year}", 2026, "X")).toBe("{other} 2026")
  })

  it("makes menu ids unique", () => {
    expect(menuIds([{ label: "Services" }, { label: "Services" }, { label: "!!" }])).toEqual(["services", "services-2", "menu"])
  })
})
