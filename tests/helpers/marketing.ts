import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** The sessionStorage flag the home intro sets; presetting it skips the intro (a "second visit"). */
export const INTRO_SEEN_KEY = "lumora:intro-seen"

export async function skipIntro(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), INTRO_SEEN_KEY)
}

/** Distance of an element's top from the viewport's top (html has scroll-padding-top: 5rem). */
export function topOf(page: Page, id: string) {
  return page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN, id)
}

/** Waits until the element with `id` has been scrolled to the top of the viewport (under the fixed header). */
export async function expectScrolledTo(page: Page, id: string) {
  await expect.poll(async () => Math.abs(await topOf(page, id)), { timeout: 5000 }).toBeLessThan(120)
}

/** Every axe violation, any impact, as readable lines. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}

/** Sums layout-shift entries (without recent input) recorded since navigation. */
export function cumulativeLayoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(total), 250)
      }),
  )
}

export const MARKETING_PAGES = [
  "/",
  "/services/social-media",
  "/services/email-marketing",
  "/services/website-development",
  "/work",
  "/resources",
  "/contact",
] as const

/**
 * Waits until React has hydrated a page with scroll reveal (its observer marks <html> from an effect). Links that
 * scroll in place only do so once hydrated; before that they are plain links.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.reveal === "on")
}
