import { expect, test, type Page } from "@playwright/test"


import { axeViolations, cumulativeLayoutShift, expectScrolledTo, waitForHydration } from "../helpers/marketing"

// The specification's words, written out here: a test that imported the page's own data could not catch a wrong one.
type Item = { title: string; description: string }

const SOCIAL_MEDIA = {
  hero: {
    title: "Social Media Management",
    description:
      "Strategic content planning and community growth for practices that want to be seen, trusted and booked. We plan, create, publish and answer, so your team can stay with patients.",
  },
  servicesTitle: "What We Manage",
  services: [
    {
      title: "Strategy Development",
      description:
        "A channel plan built on your services, your market and your patients: which platforms, which content pillars, what cadence, and which numbers we will move.",
    },
    {
      title: "Content Creation",
      description:
        "Treatment explainers, practitioner introductions, patient stories and short-form video, reviewed for clinical accuracy and platform rules before they go live.",
    },
    {
      title: "Community Management",
      description:
        "Prompt, on-brand replies to comments and direct messages, with clear escalation for clinical questions and reviews that need a practitioner's voice.",
    },
    {
      title: "Analytics & Reporting",
      description: "Monthly reports on reach, engagement and profile actions, and on the enquiries and bookings social media actually produced.",
    },
    {
      title: "Paid Social Campaigns",
      description: "Targeted Meta and TikTok campaigns for consultations, open evenings and seasonal offers, built within healthcare advertising policies.",
    },
    {
      title: "Influencer Collaborations",
      description: "Partnerships with local creators and patient advocates who fit your brand, with disclosure, consent and usage rights handled properly.",
    },
  ] as Item[],
  cta: { title: "Ready to turn followers into patients?", button: "Start Your Social Strategy" },
}

const EMAIL_MARKETING = {
  hero: { title: "Email Marketing" },
  methodologyTitle: "Our Methodology",
  methodology: [
    {
      title: "Audience Segmentation",
      description: "Lists split by treatment interest, visit history and lifecycle stage, so an aligner enquiry never receives a hygiene recall.",
    },
    {
      title: "Automated Patient Journeys",
      description: "Welcome, pre-visit, aftercare, recall and reactivation flows that run in the background and keep the schedule full.",
    },
    {
      title: "Compliant, Clinical-Grade Content",
      description: "Copy checked for accuracy and written to keep protected health information out of inboxes and templates.",
    },
    {
      title: "Testing & Optimization",
      description: "Subject lines, send times and offers tested every month against opens, clicks and, above all, bookings.",
    },
  ] as Item[],
  platforms: [
    {
      name: "Mailchimp",
      logo: "/images/platforms/mailchimp.svg",
      description: "Approachable campaigns and automations for single-location practices starting their email program.",
    },
    { name: "Klaviyo", logo: "/images/platforms/klaviyo.svg", description: "Rich purchase data and predictive segments for clinical-commerce and skincare brands." },
    { name: "HubSpot", logo: "/images/platforms/hubspot.svg", description: "CRM-connected nurturing for multi-location groups with longer consultation cycles." },
    {
      name: "ActiveCampaign",
      logo: "/images/platforms/activecampaign.svg",
      description: "Conditional automations and lead scoring for practices with complex treatment pathways.",
    },
    {
      name: "Constant Contact",
      logo: "/images/platforms/constant-contact.svg",
      description: "Dependable newsletters and event promotion for community-focused clinics.",
    },
  ],
  cta: { title: "Put patient communication on autopilot" },
  whyTitle: "Why Practices Trust Us With Their Inbox",
  why: [
    {
      title: "Healthcare-First Copywriting",
      description: "Writers who understand treatments, consent and aftercare, and who never promise outcomes a clinician would not.",
    },
    { title: "Deliverability Expertise", description: "Authenticated domains, clean lists and warm-up plans that keep your messages in the primary inbox." },
    { title: "Revenue-Focused Reporting", description: "Every flow reported by appointments and revenue influenced, not just opens and clicks." },
    { title: "Goals Set Together", description: "Targets agreed with your team at kickoff and reviewed every quarter as the practice grows." },
  ] as Item[],
}

const WEBSITE_DEVELOPMENT = {
  hero: { title: "Website Development" },
  includedTitle: "What's Included",
  included: [
    { title: "Custom Design", description: "A visual identity carried into every page, with photography direction that shows your real team and space." },
    {
      title: "Online Booking Integration",
      description: "Booking, forms and click-to-call connected to your practice-management system, tracked from click to appointment.",
    },
    { title: "Performance Engineering", description: "Pages that load in under two seconds on a phone, measured against Core Web Vitals before launch." },
    { title: "Accessibility", description: "Built and tested to WCAG 2.2 AA, so every patient can read, navigate and book, whatever their ability." },
    { title: "SEO Foundations", description: "Clean structure, treatment and location pages, schema markup and redirects that protect the rankings you have." },
    {
      title: "Easy Content Management",
      description: "A content system your team can update in minutes, with training and templates for new treatments and offers.",
    },
  ] as Item[],
  cta: { title: "Ready for a website that books patients?", button: "Start Your Project" },
}

/** Every contact-type button on a page scrolls to its #contact section and stays on the page. */
async function expectButtonsScrollToContact(page: Page, path: string, names: string[]) {
  for (const name of names) {
    await page.goto(path)
    await waitForHydration(page)
    const button = page.locator("main").getByRole("link", { name, exact: true }).first()
    await button.click()
    await expectScrolledTo(page, "contact")
    expect(new URL(page.url()).pathname).toBe(path)
  }
}

async function expectFeatureSection(page: Page, title: string, items: readonly { title: string; description: string }[]) {
  const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: title, exact: true }) })
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(items.map((i) => i.title))
  for (const item of items) await expect(section).toContainText(item.description)
}

test.describe("/services/social-media", () => {
  const path = "/services/social-media"

  test("hero, six services, the five-step process, closing call to action and contact section", async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SOCIAL_MEDIA.hero.title)
    await expect(page.locator("main")).toContainText(SOCIAL_MEDIA.hero.description)
    await expectFeatureSection(page, SOCIAL_MEDIA.servicesTitle, SOCIAL_MEDIA.services)
    expect(SOCIAL_MEDIA.services.map((s) => s.title)).toEqual([
      "Strategy Development",
      "Content Creation",
      "Community Management",
      "Analytics & Reporting",
      "Paid Social Campaigns",
      "Influencer Collaborations",
    ])
    const steps = page.getByTestId("process-step")
    await expect(steps).toHaveCount(5)
    const expected = [
      "01Discovery & Strategy",
      "02Content Planning",
      "03Creation & Curation",
      "04Publishing & Management",
      "05Analysis & Optimization",
    ]
    for (const [i, text] of expected.entries()) await expect(steps.nth(i)).toContainText(text.slice(0, 2))
    await expect(steps.getByRole("heading")).toHaveText(expected.map((t) => t.slice(2)))
    await expect(page.getByRole("heading", { level: 2, name: SOCIAL_MEDIA.cta.title })).toBeVisible()
    await expect(page.locator("#contact")).toBeVisible()
  })

  test("Get Started and the closing button scroll to the contact section", async ({ page }) => {
    await expectButtonsScrollToContact(page, path, ["Get Started", SOCIAL_MEDIA.cta.button])
  })
})

test.describe("/services/email-marketing", () => {
  const path = "/services/email-marketing"

  test("methodology, five platforms with logos, call to action, why-us and contact section", async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EMAIL_MARKETING.hero.title)
    await expectFeatureSection(page, EMAIL_MARKETING.methodologyTitle, EMAIL_MARKETING.methodology)
    const platforms = page.getByTestId("platform")
    await expect(platforms).toHaveCount(5)
    for (const platform of EMAIL_MARKETING.platforms) {
      const card = platforms.filter({ hasText: platform.name })
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(platform.name)
      await expect(card).toContainText(platform.description)
      const logo = card.getByRole("img", { name: `${platform.name} logo` })
      await logo.scrollIntoViewIfNeeded()
      await expect(logo).toHaveAttribute("src", platform.logo)
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }
    await expect(page.getByRole("heading", { level: 2, name: EMAIL_MARKETING.cta.title })).toBeVisible()
    await expectFeatureSection(page, EMAIL_MARKETING.whyTitle, EMAIL_MARKETING.why)
    await expect(page.locator("#contact")).toBeVisible()
  })

  test("a logo that fails to load is replaced by the placeholder logo", async ({ page }) => {
    await page.route("**/images/platforms/klaviyo.svg", (route) => route.abort())
    await page.route("**/images/platforms/hubspot.svg", (route) => route.fulfill({ status: 404, body: "" }))
    await page.goto(path)
    for (const name of ["Klaviyo", "HubSpot"]) {
      const logo = page.getByRole("img", { name: `${name} logo` })
      await logo.scrollIntoViewIfNeeded()
      await expect(logo).toHaveAttribute("src", "/images/platforms/placeholder.svg")
      await expect(logo).toHaveAttribute("data-fallback", "true")
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)
    }
    await expect(page.getByRole("img", { name: "Mailchimp logo" })).toHaveAttribute("src", "/images/platforms/mailchimp.svg")
  })

  test("a logo that failed before hydration is replaced too", async ({ page }) => {
    // Hold the page's scripts back until the image has failed, so React attaches onError too late.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held
      await route.continue()
    })
    await page.route("**/images/platforms/mailchimp.svg", (route) => route.abort())
    await page.goto(path, { waitUntil: "commit" })
    const logo = page.getByRole("img", { name: "Mailchimp logo" })
    await logo.waitFor({ state: "attached" })
    await logo.evaluate((img) => img.scrollIntoView())
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true)
    await expect(logo).toHaveAttribute("src", "/images/platforms/mailchimp.svg")
    release()
    await expect(logo).toHaveAttribute("src", "/images/platforms/placeholder.svg")
  })

  test("Explore All Services links to /services; Get Started scrolls to contact", async ({ page }) => {
    await page.goto(path)
    const explore = page.locator("main").getByRole("link", { name: "Explore All Services" })
    await expect(explore.first()).toHaveAttribute("href", "/services")
    await explore.last().click()
    await expect(page).toHaveURL(/\/services$/)
    await expectButtonsScrollToContact(page, path, ["Get Started"])
    await page.goto(path)
    await waitForHydration(page)
    await page.locator("main").getByRole("link", { name: "Get Started" }).last().click()
    await expectScrolledTo(page, "contact")
  })
})

test.describe("/services/website-development", () => {
  const path = "/services/website-development"

  test("hero, included services, the four-step process and a call to action", async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WEBSITE_DEVELOPMENT.hero.title)
    await expectFeatureSection(page, WEBSITE_DEVELOPMENT.includedTitle, WEBSITE_DEVELOPMENT.included)
    await expect(page.getByTestId("process-step").getByRole("heading")).toHaveText([
      "Discovery & Strategy",
      "Design & User Experience",
      "Development & QA",
      "Launch & Support",
    ])
    await expect(page.getByRole("heading", { level: 2, name: WEBSITE_DEVELOPMENT.cta.title })).toBeVisible()
  })

  test("Get Started and Start Your Project scroll to the contact section", async ({ page }) => {
    await expectButtonsScrollToContact(page, path, ["Get Started", WEBSITE_DEVELOPMENT.cta.button])
  })
})

for (const path of ["/services/social-media", "/services/email-marketing", "/services/website-development"]) {
  test(`${path}: no layout shift`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02)
  })

  for (const width of [375, 1280]) {
    test(`${path}: axe finds nothing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })
  }
}

// Content creation, SEO and analytics are placeholders in the spec: their heading, a line and two next steps.
// The browser title is the page's meta title: SEO Strategy's names the practices, since "SEO Strategy | Lumora Health"
// is shorter than the pre-publish checklist's 30 characters.
for (const [path, title, description, pageTitle = `${title} | Lumora Health`] of [
  [
    "/services/content-creation",
    "Content Creation",
    "Reels, photos and videos produced for healthcare brands: on-brand, compliant and made to be shared. Full service details are coming soon.",
  ],
  [
    "/services/seo",
    "SEO Strategy",
    "Visibility-focused content and technical optimization that help patients find your practice first. Full service details are coming soon.",
    "SEO Strategy for Practices | Lumora Health",
  ],
  ["/services/analytics", "Analytics & Reporting", "Data-driven insights to measure ROI, from first click to booked consultation. Full service details are coming soon."],
] as const) {
  test(`${path}: placeholder heading, line and next steps`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(pageTitle)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await expect(page.locator("main")).toContainText(description)
    await expect(page.locator("main").getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute("href", "/contact")
    await expect(page.locator("main").getByRole("link", { name: "Read the Blog" })).toHaveAttribute("href", "/blog")
  })
}
