import { expect, test, type Page } from "@playwright/test"

import { SERVICES, SITE } from "@/lib/domain/site"
import { CONTACT_TEXT } from "@/lib/copy/contact"

import {
  axeViolations,
  cumulativeLayoutShift,
  expectScrolledTo,
  INTRO_SEEN_KEY,
  skipIntro,
  waitForHydration,
} from "../helpers/marketing"

// The specification's words, written out here: a test that imported the page's own data could not catch a wrong one.
const HOME_HERO = {
  title: "Precision-Driven Digital Presence for Modern Healthcare Brands",
  line: "We build performance-driven digital ecosystems that turn visibility into measurable growth for dental, aesthetic, clinical and wellness practices.",
  cta: "Elevate Your Brand",
}
const HOME_INTRO = {
  title: "Marketing built for practices where trust comes first",
  paragraphs: [
    "Patients do not choose a dentist, an injector or a therapist the way they choose a pair of shoes. They compare credentials, read reviews, study before-and-after galleries and look for a reason to believe. Lumora Health builds the digital presence that gives them that reason.",
    "We pair clinical-grade attention to detail with the polish of a luxury brand studio: compliant content, conversion-focused websites and campaigns measured against the numbers a practice actually runs on: booked consultations, show rates and lifetime patient value.",
  ],
  cta: "Initiate a Consultation →",
}
const HOME_SERVICES = { title: "Our Services", cta: "Learn More" }
const HOME_ECOSYSTEM = {
  title: "Your Digital Marketing Ecosystem",
  points: [
    {
      title: "Social Media Integration",
      description: "Instagram, Facebook and TikTok content tied to your booking links, with every enquiry traced back to the post that started it.",
    },
    {
      title: "Email Automation",
      description: "Welcome, reminder, recall and reactivation flows that quietly fill the schedule while keeping patient data where it belongs.",
    },
    {
      title: "Content Strategy",
      description: "An editorial calendar built around the treatments you want to grow, seasonal demand and the questions patients ask before they book.",
    },
  ],
  cta: "Explore our Services",
  imageAlt: "Practice growth dashboard showing 184 booked consultations, a falling cost per new patient and bookings by channel",
}
const HOME_MOBILE = {
  title: "Designed for the thumb that books the appointment",
  bullets: [
    "Pages that load in under two seconds on a mobile network",
    "Click-to-call and online booking within the first screen",
    "Readable type, strong contrast and generous tap targets",
  ],
  imageAlt: "A dental practice's mobile booking screen with open consultation times and a confirm button",
}
type Item = { title: string; description: string }
const HOME_WHY_US: { title: string; items: Item[] } = {
  title: "Why Practices Choose Lumora",
  items: [
    {
      title: "Vertical Expertise",
      description:
        "We work only with healthcare, aesthetics and wellness brands, so we already know the advertising rules, the patient journey and the language that builds trust.",
    },
    {
      title: "Metric-Driven Framework",
      description:
        "Every engagement starts with a measurement plan. We report on consultations booked, cost per new patient and revenue influenced, not on vanity metrics.",
    },
    {
      title: "Strategic Partnerships",
      description: "Working relationships with practice-management, booking and CRM platforms mean cleaner integrations and faster launches.",
    },
    { title: "Scalable Architecture", description: "Websites, automations and content systems built to grow from one location to ten without starting over." },
    { title: "Verified Performance", description: "Transparent dashboards, monthly reviews and results you can check against your own booking data at any time." },
  ],
}
const HOME_INDUSTRIES: { title: string; items: Item[] } = {
  title: "Industries We Serve",
  items: [
    {
      title: "Dental & Orthodontic",
      description:
        "General and cosmetic dentistry, implant centres and orthodontic practices competing for high-value cases like aligners and full-arch restorations.",
    },
    {
      title: "Medical Aesthetics",
      description: "Med spas, injectors, dermatology and plastic surgery clinics, where imagery, reputation and consultation flow drive every booking.",
    },
    {
      title: "Integrative Health",
      description: "Functional medicine, naturopathy, chiropractic and holistic clinics that need to explain new models of care clearly and credibly.",
    },
    {
      title: "Clinical Commerce",
      description: "Practitioner-grade skincare, supplements and wellness products sold online, with the compliance a clinical claim demands.",
    },
    {
      title: "Emerging Health Innovations",
      description: "Digital health start-ups, longevity clinics and new care models earning trust in a crowded, sceptical market.",
    },
  ],
}
const CONTACT = {
  title: "Let's Talk About Your Practice",
  partnersTitle: "Who We Partner With",
  partners: [
    "Dental & Orthodontic Practices",
    "Medical Spas & Aesthetic Clinics",
    "Dermatology & Plastic Surgery",
    "Functional & Integrative Medicine",
    "Mental Health & Therapy Practices",
    "Wellness & Clinical Commerce Brands",
  ],
  detailsTitle: "Contact Information",
}

test.describe("home page content", () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page)
    await page.goto("/")
    await waitForHydration(page)
  })

  test("sections come in the spec's order with their headings", async ({ page }) => {
    const headings = await page.locator("main h1, main h2").allInnerTexts()
    const order = [
      HOME_HERO.title,
      HOME_INTRO.title,
      HOME_SERVICES.title,
      HOME_ECOSYSTEM.title,
      HOME_MOBILE.title,
      HOME_WHY_US.title,
      HOME_INDUSTRIES.title,
      CONTACT.title,
    ]
    expect(headings.map((h) => h.replace(/\s+/g, " ").trim())).toEqual(order)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HERO.title)
  })

  test("hero: logo linking home, headline, tagline, line and button", async ({ page }) => {
    const hero = page.getByTestId("hero")
    const logo = hero.getByRole("link", { name: SITE.name })
    await expect(logo).toHaveAttribute("href", "/")
    await expect(logo.getByRole("img", { name: SITE.name })).toBeVisible()
    await expect(hero).toContainText(SITE.tagline)
    await expect(hero).toContainText(HOME_HERO.line)
    await expect(hero.getByRole("link", { name: HOME_HERO.cta })).toBeVisible()
    await expect(hero.getByRole("link", { name: "Scroll to content" })).toBeVisible()
    // The hero fills the screen below the 64 px header.
    const box = (await hero.boundingBox())!
    expect(box.y).toBe(64)
    expect(box.height).toBeGreaterThanOrEqual(800 - 64 - 1)
  })

  test("hero entrance delays are 0.5, 0.8, 1.1 and 1.5 s", async ({ page }) => {
    const hero = page.getByTestId("hero")
    const delay = (loc: ReturnType<Page["locator"]>) => loc.evaluate((el) => getComputedStyle(el).animationDelay)
    expect(await delay(hero.getByRole("link", { name: SITE.name }).locator(".."))).toBe("0.5s")
    expect(await delay(hero.getByRole("heading", { level: 1 }))).toBe("0.8s")
    expect(await delay(hero.getByRole("link", { name: HOME_HERO.cta }).locator(".."))).toBe("1.1s")
    expect(await delay(hero.getByRole("link", { name: "Scroll to content" }).locator(".."))).toBe("1.5s")
  })

  test("Elevate Your Brand scrolls smoothly to #contact", async ({ page }) => {
    await page.getByRole("link", { name: HOME_HERO.cta }).click()
    await expectScrolledTo(page, "contact")
    await expect(page).toHaveURL(/\/$/)
  })

  test("the bouncing arrow scrolls to #content", async ({ page }) => {
    const arrow = page.getByRole("link", { name: "Scroll to content" })
    // The bounce sits on the icon's HTML wrapper (composited), not on the SVG itself.
    // It bounces after its entrance and stops by itself within 5 s (WCAG 2.2.2: no pause control needed).
    const bounce = await arrow.locator("span:has(> svg)").evaluate((el) => {
      const style = getComputedStyle(el)
      return { name: style.animationName, count: style.animationIterationCount, seconds: parseFloat(style.animationDuration) }
    })
    expect(bounce.name).toBe("hero-bounce")
    expect(bounce.count).not.toBe("infinite")
    expect(Number(bounce.count) * bounce.seconds).toBeLessThanOrEqual(5)
    await arrow.click()
    await expectScrolledTo(page, "content")
  })

  test("intro section text and Initiate a Consultation → scroll to #contact", async ({ page }) => {
    const intro = page.locator("#content")
    for (const paragraph of HOME_INTRO.paragraphs) await expect(intro).toContainText(paragraph)
    await intro.getByRole("link", { name: HOME_INTRO.cta }).click()
    await expectScrolledTo(page, "contact")
  })

  test("Our Services (id services) has six cards with descriptions and Learn More links", async ({ page }) => {
    const section = page.locator("#services")
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(HOME_SERVICES.title)
    await expect(section.getByTestId("service-card")).toHaveCount(6)
    for (const service of SERVICES) {
      const card = section.getByTestId("service-card").filter({ hasText: service.title })
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title)
      await expect(card).toContainText(service.description)
      const link = card.getByRole("link", { name: /^Learn More/ })
      await expect(link).toHaveText(new RegExp(`^${HOME_SERVICES.cta}`))
      await expect(link).toHaveAttribute("href", service.href)
    }
    await section.getByTestId("service-card").filter({ hasText: "Email Marketing" }).getByRole("link").click()
    await expect(page).toHaveURL(/\/services\/email-marketing$/)
  })

  test("ecosystem: three points, Explore our Services, and the image scales on hover", async ({ page }) => {
    const section = page.locator("section", { has: page.getByRole("heading", { name: HOME_ECOSYSTEM.title }) })
    for (const point of HOME_ECOSYSTEM.points) {
      await expect(section.getByRole("heading", { level: 3, name: point.title })).toBeVisible()
      await expect(section).toContainText(point.description)
    }
    const image = section.getByTestId("ecosystem-image")
    await expect(image.getByRole("img", { name: HOME_ECOSYSTEM.imageAlt })).toBeVisible()
    const scale = () => image.evaluate((el) => getComputedStyle(el).scale)
    expect(await scale()).toBe("none")
    await image.hover()
    await expect.poll(scale).toBe("1.03")
    await page.mouse.move(5, 400)
    await expect.poll(scale).toBe("none")
    // A tap (pointer held down) scales it too.
    await image.hover()
    await page.mouse.move(5, 400)
    const box = (await image.boundingBox())!
    await page.mouse.move(box.x + 10, box.y + 10)
    await page.mouse.down()
    await expect.poll(scale).toBe("1.03")
    await page.mouse.up()
    await section.getByRole("link", { name: HOME_ECOSYSTEM.cta }).click()
    await expect(page).toHaveURL(/\/services$/)
  })

  test("phone mockup, why-us (five items) and industries (five items)", async ({ page }) => {
    await expect(page.getByTestId("phone-mockup").getByRole("img", { name: HOME_MOBILE.imageAlt })).toBeVisible()
    for (const bullet of HOME_MOBILE.bullets) await expect(page.getByText(bullet)).toBeVisible()
    for (const { items, title } of [HOME_WHY_US, HOME_INDUSTRIES]) {
      const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: title }) })
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(items.map((i) => i.title))
      for (const item of items) await expect(section).toContainText(item.description)
    }
  })

  test("contact section (id contact): partner categories, contact information and the form", async ({ page }) => {
    const contact = page.locator("#contact")
    await expect(contact.getByRole("heading", { name: CONTACT.partnersTitle })).toBeVisible()
    await expect(contact.getByTestId("partner-categories").getByRole("listitem")).toHaveText(CONTACT.partners)
    await expect(contact.getByRole("heading", { name: CONTACT.detailsTitle })).toBeVisible()
    await expect(contact.getByRole("link", { name: /hello@lumorahealth\.com/ })).toHaveAttribute("href", "mailto:hello@lumorahealth.com")
    await expect(contact.getByRole("link", { name: /555-0148/ })).toHaveAttribute("href", "tel:+15125550148")
    await expect(contact.getByRole("heading", { name: CONTACT_TEXT.formTitle })).toBeVisible()
    await expect(contact.getByRole("button", { name: CONTACT_TEXT.submit })).toBeVisible()
  })

  test("the glow follows the mouse over the hero", async ({ page }) => {
    const glow = page.getByTestId("hero-glow")
    await expect(glow).toHaveCSS("opacity", "0")
    // Moves made before hydration go unheard, so keep moving until the glow answers.
    await expect(async () => {
      await page.mouse.move(290, 300)
      await page.mouse.move(300, 300)
      expect(await glow.evaluate((el) => el.style.transform)).toBe("translate3d(300px, 236px, 0px)")
    }).toPass({ timeout: 10_000 })
    await expect(glow).toHaveCSS("opacity", "1")
    await page.mouse.move(700, 500, { steps: 4 })
    await expect.poll(() => glow.evaluate((el) => el.style.transform)).toBe("translate3d(700px, 436px, 0px)")
  })

  test("sections reveal once their top passes 80% of the viewport height", async ({ page }) => {
    const block = page.locator("section", { has: page.getByRole("heading", { name: HOME_WHY_US.title }) }).locator("[data-reveal]").first()
    await expect(block).not.toHaveAttribute("data-revealed")
    await expect(block).not.toHaveCSS("transform", "none")
    const scrollTopTo = (fraction: number) =>
      block.evaluate((el, f) => {
        const top = el.getBoundingClientRect().top + window.scrollY
        window.scrollTo({ top: top - window.innerHeight * f, behavior: "instant" })
      }, fraction)
    await scrollTopTo(0.86)
    await page.waitForTimeout(300)
    await expect(block).not.toHaveAttribute("data-revealed")
    await scrollTopTo(0.74)
    await expect(block).toHaveAttribute("data-revealed", "")
    await expect(block).toHaveCSS("transform", "none")
  })
})

test.describe("home intro", () => {
  test("the page is server-rendered beneath the intro from the first byte", async ({ request }) => {
    const html = await (await request.get("/")).text()
    expect(html).toContain('data-testid="intro-overlay"')
    expect(html.indexOf('data-testid="intro-overlay"')).toBeLessThan(html.indexOf(HOME_HERO.title))
    expect(html).toContain(HOME_INTRO.paragraphs[0])
    expect(html).toContain(`id="contact"`)
  })

  test("plays loading (0–800 ms), logo (800–2000 ms), then fades out over 0.5 s", async ({ page }) => {
    // Sample every frame from the overlay's first appearance.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {}
      ;(window as unknown as { __intro: Record<string, number> }).__intro = marks
      const tick = () => {
        const overlay = document.querySelector<HTMLElement>('[data-testid="intro-overlay"]')
        if (overlay) {
          const now = performance.now()
          const visible = (el: Element | null) => !!el && Number(getComputedStyle(el).opacity) > 0.5
          marks.start ??= now
          if (visible(overlay.querySelector('[data-testid="intro-progress"]'))) marks.progressSeen ??= now - marks.start
          else if (marks.progressSeen !== undefined) marks.progressGone ??= now - marks.start
          if (visible(overlay.querySelector('[data-testid="intro-logo"]'))) marks.logoSeen ??= now - marks.start
          const style = getComputedStyle(overlay)
          if (Number(style.opacity) < 0.5 && marks.fadeHalf === undefined) marks.fadeHalf = now - marks.start
          if (style.display === "none") marks.overlayGone ??= now - marks.start
        }
        if (marks.overlayGone === undefined) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    await page.goto("/")
    const overlay = page.getByTestId("intro-overlay")
    await expect(overlay).toBeVisible()
    // The CSS timeline itself.
    const timings = await page.evaluate(() =>
      document.getAnimations().map((a) => {
        const t = a.effect!.getTiming()
        return { name: (a as CSSAnimation).animationName, delay: t.delay, duration: t.duration }
      }),
    )
    expect(timings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: expect.stringMatching(/progress/), delay: 0, duration: 800 }),
        expect.objectContaining({ name: expect.stringMatching(/stage-out/), delay: 800 }),
        expect.objectContaining({ name: expect.stringMatching(/logo-in/), delay: 800 }),
        expect.objectContaining({ name: expect.stringMatching(/overlay-out/), delay: 2000, duration: 500 }),
      ]),
    )
    await expect(overlay).toBeHidden({ timeout: 6000 })
    const marks = await page.evaluate(() => (window as unknown as { __intro: Record<string, number> }).__intro)
    expect(marks.progressSeen).toBeLessThan(400)
    // Lower bounds allow for the sampler starting a few frames after the CSS animations did.
    expect(marks.progressGone).toBeGreaterThanOrEqual(650)
    expect(marks.logoSeen).toBeGreaterThanOrEqual(650)
    expect(marks.logoSeen).toBeLessThan(2000)
    // Half-faded a little after 2.25 s (ease-in), removed once the 0.5 s fade has ended.
    expect(marks.fadeHalf).toBeGreaterThanOrEqual(2100)
    expect(marks.overlayGone).toBeGreaterThanOrEqual(2300)
    expect(await page.evaluate(() => document.documentElement.dataset.intro)).toBe("done")
    expect(await page.evaluate((k) => sessionStorage.getItem(k), INTRO_SEEN_KEY)).toBe("1")
  })

  test("does not play again in the same browser session", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByTestId("intro-overlay")).toBeHidden({ timeout: 6000 })
    await page.reload()
    await expect(page.getByTestId("intro-overlay")).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.dataset.intro)).toBe("skip")
    // Nor after a client-side navigation away and back.
    await page.getByTestId("site-header").getByRole("link", { name: "Work", exact: true }).click()
    await expect(page).toHaveURL(/\/work$/)
    await page.getByTestId("site-header").getByRole("link", { name: SITE.name }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HERO.title)
    await expect(page.getByTestId("intro-overlay")).toBeHidden()
  })

  test("plays once when the session reaches the home page by a client-side navigation", async ({ page }) => {
    await page.goto("/work")
    await page.getByTestId("site-header").getByRole("link", { name: SITE.name }).click()
    await expect(page.getByTestId("intro-overlay")).toBeVisible()
    await expect(page.getByTestId("intro-overlay")).toBeHidden({ timeout: 6000 })
    await page.getByTestId("site-header").getByRole("link", { name: "Work", exact: true }).click()
    await expect(page).toHaveURL(/\/work$/)
    await page.getByTestId("site-header").getByRole("link", { name: SITE.name }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HERO.title)
    await expect(page.getByTestId("intro-overlay")).toBeHidden()
  })

  test.describe("under prefers-reduced-motion", () => {
    test.use({ reducedMotion: "reduce" })

    test("never shows the intro, the entrance animations, the glow or the reveal", async ({ page }) => {
      await page.goto("/")
      await expect(page.getByTestId("intro-overlay")).toBeHidden()
      const h1 = page.getByRole("heading", { level: 1 })
      await expect(h1).toHaveCSS("animation-name", "none")
      await expect(h1).toHaveCSS("opacity", "1")
      await page.mouse.move(300, 300)
      await page.waitForTimeout(200)
      await expect(page.getByTestId("hero-glow")).toHaveCSS("opacity", "0")
      const later = page.locator("section", { has: page.getByRole("heading", { name: HOME_WHY_US.title }) }).locator("[data-reveal]").first()
      await expect(later).toHaveCSS("transform", "none")
      await expect(later).toHaveCSS("opacity", "1")
    })
  })
})

test.describe("home page quality", () => {
  test("no layout shift and the largest paint is the page's own content, intro included (375 px)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: string[] }
      w.__lcp = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          const el = entry.element
          w.__lcp.push(el ? (el.closest('[data-testid="intro-overlay"]') ? "overlay" : el.closest("main") ? "main" : el.tagName) : "none")
        }
      }).observe({ type: "largest-contentful-paint", buffered: true })
    })
    await page.goto("/")
    await expect(page.getByTestId("intro-overlay")).toBeHidden({ timeout: 6000 })
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02)
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp)
    expect(lcp.at(-1)).toBe("main")
  })

  test("hydration asks for no layout or style: no block's position and no animation is read while the page starts", async ({ page }) => {
    // Each such read makes the browser lay out or restyle the whole page in the middle of hydration (one long task).
    // Blocks already in view are found by the reveal's IntersectionObserver instead, and the intro's end by its
    // animationend event.
    await page.addInitScript(() => {
      const reads: string[] = []
      ;(window as unknown as { __reads: string[] }).__reads = reads
      const rect = Element.prototype.getBoundingClientRect
      Element.prototype.getBoundingClientRect = function (this: Element) {
        if (this.matches("[data-reveal], [data-intro-overlay]")) reads.push("position")
        return rect.call(this)
      }
      const animations = Element.prototype.getAnimations
      Element.prototype.getAnimations = function (this: Element, options?: GetAnimationsOptions) {
        if (this.matches("[data-reveal], [data-intro-overlay]")) reads.push("animations")
        return animations.call(this, options)
      }
    })
    await page.goto("/")
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as unknown as { __reads: string[] }).__reads)).toEqual([])
    // And the intro still ends and is removed.
    await expect(page.locator("html")).toHaveAttribute("data-intro", "done", { timeout: 6000 })
  })

  test("blocks already scrolled past when the page starts are shown, not left lowered (arriving at /#contact)", async ({ page }) => {
    await page.goto("/#contact")
    await waitForHydration(page)
    const passed = page.locator("section", { has: page.getByRole("heading", { name: HOME_WHY_US.title }) }).locator("[data-reveal]").first()
    await expect(passed).toHaveAttribute("data-revealed", "")
    await expect(passed).toHaveCSS("transform", "none")
  })

  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await skipIntro(page)
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto("/")
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
