import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"

import { SeoSettingsForm, type SeoSettings as Settings } from "@/components/admin/people/seo-settings-form"

import "../../helpers/dom-polyfills"
import { dismissAllToasts } from "../../helpers/toast"

afterEach(dismissAllToasts)

const initial: Settings = {
  blockPublishOnChecklistFailures: false,
  clinicalCategories: ["Dental"],
  medicalDisclaimer: "Not medical advice.",
  medicalReviewForAll: false,
  reReviewMonths: { dental: 6 },
}
const categories = [{ slug: "dental", name: "Dental" }]

function renderAs(canEdit: boolean, canEditReview: boolean) {
  const saved: Settings[] = []
  render(
    <SeoSettingsForm
      initial={initial}
      categories={categories}
      canEdit={canEdit}
      canEditReview={canEditReview}
      save={async (values) => {
        saved.push(values)
        return { ok: true, data: values }
      }}
    />,
  )
  return saved
}

const isDisabled = (el: HTMLElement) => (el as HTMLInputElement | HTMLButtonElement).disabled

const reviewControls = () => [
  screen.getByRole("textbox", { name: "Clinical categories" }),
  screen.getByRole("checkbox", { name: "Require medical review for all health content" }),
  screen.getByRole("textbox", { name: "Dental: re-review after (months)" }),
]

// The medical review card is the owner's; an admin sees it read-only, with the reason in words, and still saves the
// checklist settings (the data layer refuses the review settings to anyone else as well: medical-review-contract.ts).
describe("SEO Settings: the Medical review card by role", () => {
  it("the owner edits every control; no read-only note", () => {
    renderAs(true, true)
    for (const control of reviewControls()) expect(isDisabled(control)).toBe(false)
    expect(screen.queryByText("Only the site owner can change what needs medical review.")).toBeNull()
  })

  it("an admin sees the card read-only with the reason, and saves the checklist with the review settings unchanged", async () => {
    const saved = renderAs(true, false)
    expect(screen.getByText("Only the site owner can change what needs medical review.")).toBeTruthy()
    for (const control of reviewControls()) expect(isDisabled(control)).toBe(true)
    const block = screen.getByRole("checkbox", { name: "Block publishing while the checklist has failures" })
    expect(isDisabled(block)).toBe(false)
    await act(async () => fireEvent.click(block))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save Settings" })))
    expect(saved).toEqual([{ ...initial, blockPublishOnChecklistFailures: true }])
  })

  it("an editor sees everything read-only and no Save button", () => {
    renderAs(false, false)
    expect(screen.getByText("Only the site owner can change these settings.")).toBeTruthy()
    expect(screen.queryByText("Only the site owner can change what needs medical review.")).toBeNull()
    for (const control of reviewControls()) expect(isDisabled(control)).toBe(true)
    expect(isDisabled(screen.getByRole("checkbox", { name: "Block publishing while the checklist has failures" }))).toBe(true)
    expect(screen.queryByRole("button", { name: "Save Settings" })).toBeNull()
  })
})
