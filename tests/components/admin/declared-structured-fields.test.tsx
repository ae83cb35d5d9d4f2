import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { zodResolver } from "@hookform/resolvers/zod"
import { FormProvider, useForm } from "react-hook-form"
import { describe, expect, it, vi } from "vitest"
import { z } from "zod/mini"

import type { FieldDeclaration } from "@/lib/domain/content"
import { schemaOf, type DataField } from "@/lib/domain/data-fields"
import type { SectionDeclaration } from "@/lib/domain/sections/types"

import "../../helpers/dom-polyfills"

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }) }))

const { MainField } = await import("@/components/admin/editor/content-editor-frame")

const CONTACT: readonly DataField[] = [
  { kind: "text", name: "phone", label: "Phone", required: true },
  { kind: "link", name: "booking", label: "Booking button" },
]
const BANNER: SectionDeclaration = {
  type: "banner",
  label: "Banner",
  description: "A line of text across the page.",
  fields: [{ kind: "text", name: "text", label: "Text" }],
  defaults: { text: "Book a call" },
}
const FIELDS: FieldDeclaration[] = [
  { name: "contact", label: "Contact details", kind: "data", translatable: true, dataFields: CONTACT, help: "Shown in the footer." },
  { name: "sections", label: "Page sections", kind: "sections", translatable: true, sectionTypes: { banner: BANNER } },
]

function Host({ onValues }: { onValues: (v: unknown) => void }) {
  const schema = z.object({
    contact: schemaOf(CONTACT),
    sections: z.array(z.object({ id: z.string(), type: z.literal("banner"), hidden: z.boolean(), anchor: z.string(), data: schemaOf(BANNER.fields) })),
  })
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { contact: { phone: "", booking: { label: "", href: "" } }, sections: [] } })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onValues(values))} noValidate>
        {FIELDS.map((field) => (
          <MainField key={field.name} id={null} form={form} field={field} rows={undefined} renderPreview={async () => null} titleField="title" />
        ))}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  )
}

describe("the generic form's structured kinds", () => {
  it('renders a "data" field as its structured controls and a "sections" field as the page builder', async () => {
    const onValues = vi.fn()
    render(<Host onValues={onValues} />)
    const group = await screen.findByRole("group", { name: "Contact details" })
    expect(within(group).getByText("Shown in the footer.")).toBeTruthy()
    // The structured editors load on demand (posts and pages never load them).
    await within(group).findByLabelText("Phone")
    await screen.findByRole("button", { name: "Add section" })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })))
    expect(onValues).not.toHaveBeenCalled()
    expect(within(group).getByText("Phone is required")).toBeTruthy()

    fireEvent.change(within(group).getByLabelText("Phone"), { target: { value: "+1 512 555 0100" } })
    fireEvent.change(within(group).getByLabelText("Booking button: Link"), { target: { value: "/contact" } })
    expect(screen.getByRole("region", { name: "Page sections" })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add section" })))
    await act(async () => fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Banner" })))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })))
    expect(onValues).toHaveBeenCalledWith({
      contact: { phone: "+1 512 555 0100", booking: { label: "", href: "/contact" } },
      sections: [{ id: expect.any(String), type: "banner", hidden: false, anchor: "", data: { text: "Book a call" } }],
    })
  })
})
