import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

export const cards = (page: Page) => page.getByTestId("blog-grid").getByTestId("blog-card")

export async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole("heading").allInnerTexts()
}
