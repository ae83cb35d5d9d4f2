import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { missingPageOf } from "@/components/templates"

const missing = (template: string, slug: string) => ({ kind: "missing" as const, type: "resource" as const, template, slug })

describe("an address of a collection with no published document", () => {
  it("is the English resource library's placeholder, titled from the address and not indexed", () => {
    const page = missingPageOf(missing("resource", "patient-guide"), "en")
    expect(page?.title("patient-guide")).toBe("Patient Guide")
    render(page ? <page.page slug="patient-guide" locale="en" /> : null)
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Patient Guide")
    expect(screen.getByText(/This resource is being prepared by our strategists/)).toBeTruthy()
  })

  it("is the site's 404 in another language, and for a collection whose template draws nothing there", () => {
    expect(missingPageOf(missing("resource", "patient-guide"), "es")).toBeNull()
    expect(missingPageOf(missing("case_study", "dental-growth"), "en")).toBeNull()
    expect(missingPageOf(missing("event", "nothing-here"), "en")).toBeNull()
  })
})
