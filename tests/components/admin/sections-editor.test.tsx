import { Profiler } from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { zodResolver } from "@hookform/resolvers/zod"
import { FormProvider, useForm, useWatch } from "react-hook-form"
import { describe, expect, it, vi } from "vitest"
import { z } from "zod/mini"

import { defaultsOf, schemaOf, type DataField } from "@/lib/domain/data-fields"
import type { SectionDeclaration, SectionValue } from "@/lib/domain/sections/types"
import { SectionsEditor } from "@/components/admin/sections/sections-editor"

import "../../helpers/dom-polyfills"

const HERO_FIELDS: readonly DataField[] = [
  { kind: "text", name: "title", label: "Title", required: true },
  { kind: "textarea", name: "intro", label: "Intro" },
]
const FAQ_FIELDS: readonly DataField[] = [
  { kind: "text", name: "heading", label: "Heading" },
  { kind: "list", name: "items", label: "Questions", itemLabel: "question", titleField: "question", of: [{ kind: "text", name: "question", label: "Question" }, { kind: "markdown", name: "answer", label: "Answer" }] },
]
const TYPES: Record<string, SectionDeclaration> = {
  hero: { type: "hero", label: "Hero", description: "A big title and an introduction at the top of the page.", fields: HERO_FIELDS, defaults: { title: "Welcome", intro: "" } },
  faq: { type: "faq", label: "FAQ", description: "Questions and answers that open one at a time.", fields: FAQ_FIELDS, defaults: { heading: "Questions", items: [{ question: "How?", answer: "Like so." }] } },
}

function schemaFor(types: Record<string, SectionDeclaration>) {
  const section = z.union(
    Object.values(types).map((t) => z.object({ id: z.string(), type: z.literal(t.type), hidden: z.boolean(), anchor: z.string(), data: schemaOf(t.fields) })) as unknown as [z.ZodMiniType, ...z.ZodMiniType[]],
  )
  return z.object({ sections: z.array(section) })
}

const section = (type: string, data: Record<string, unknown>, id = `s-${Math.random().toString(36).slice(2)}`): SectionValue => ({ id, type, hidden: false, anchor: "", data })

function Host({ sections, onValues, types = TYPES }: { sections: SectionValue[]; onValues: (v: { sections: SectionValue[] }) => void; types?: Record<string, SectionDeclaration> }) {
  const form = useForm<{ sections: SectionValue[] }>({ resolver: zodResolver(schemaFor(types)) as never, defaultValues: { sections } })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onValues(values))} noValidate>
        <SectionsEditor types={types} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  )
}

const save = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })))
const cards = () => screen.getAllByTestId("section-card")
const cardTitles = () => cards().map((c) => c.querySelector("[data-action=toggle]")!.textContent)
const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole("button", { name })))

describe("SectionsEditor", () => {
  it("adds a section picked from the dialog, with its type's defaults, after the card last worked on", async () => {
    const onValues = vi.fn()
    render(<Host sections={[section("hero", { title: "First", intro: "" }, "a"), section("hero", { title: "Second", intro: "" }, "b")]} onValues={onValues} />)
    expect(cardTitles()).toEqual(["1. Hero: First", "2. Hero: Second"])

    // Working on the first card: the new section goes right after it.
    fireEvent.focus(within(cards()[0]!).getByRole("button", { name: /^1\. Hero/ }))
    await click("Add section")
    const picker = screen.getByRole("dialog", { name: "Add a section" })
    expect(within(picker).getByRole("button", { name: "Hero" })).toBeTruthy()
    expect(within(picker).getByText("A big title and an introduction at the top of the page.")).toBeTruthy()
    await act(async () => fireEvent.click(within(picker).getByRole("button", { name: "FAQ" })))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(cardTitles()).toEqual(["1. Hero: First", "2. FAQ: Questions", "3. Hero: Second"])
    // The new card is open, its first control focused.
    const added = cards()[1]!
    expect(within(added).getByRole("button", { name: /^2\. FAQ/ }).getAttribute("aria-expanded")).toBe("true")
    expect(document.activeElement).toBe(within(added).getByLabelText("Anchor"))
    expect(within(added).getByRole("button", { name: "Question 1: How?" })).toBeTruthy()

    await save()
    const saved = onValues.mock.calls[0]![0].sections as SectionValue[]
    expect(saved.map((s) => s.id).slice(0, 1)).toEqual(["a"])
    expect(saved[2]!.id).toBe("b")
    expect(saved[1]).toEqual({ id: expect.stringMatching(/^s-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), type: "faq", hidden: false, anchor: "", data: TYPES.faq!.defaults })
  })

  it("adds at the end when no card was worked on", async () => {
    render(<Host sections={[section("hero", { title: "Only", intro: "" })]} onValues={() => {}} />)
    await click("Add section")
    await act(async () => fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Hero" })))
    expect(cardTitles()).toEqual(["1. Hero: Only", "2. Hero: Welcome"])
  })

  it("reorders, hides, duplicates and removes after confirmation", async () => {
    const onValues = vi.fn()
    render(<Host sections={[section("hero", { title: "Top", intro: "" }, "a"), section("faq", { heading: "Asked", items: [] }, "b"), section("hero", { title: "Bottom", intro: "" }, "c")]} onValues={onValues} />)

    await click("Move Hero (section 1) down")
    expect(cardTitles()).toEqual(["1. FAQ: Asked", "2. Hero: Top", "3. Hero: Bottom"])
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Hero (section 2) down" }))

    await click("Hide Hero (section 3)")
    expect(within(cards()[2]!).getByText("Hidden")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Show Hero (section 3)" }).getAttribute("aria-pressed")).toBe("true")

    await click("Duplicate FAQ (section 1)")
    expect(cardTitles()).toEqual(["1. FAQ: Asked", "2. FAQ: Asked", "3. Hero: Top", "4. Hero: Bottom"])

    // Cancel keeps the section; Delete removes it.
    await click("Remove Hero (section 3)")
    let dialog = screen.getByRole("alertdialog", { name: "Are you sure?" })
    expect(within(dialog).getByText("Hero (section 3) and everything in it will be removed from this page when you save.")).toBeTruthy()
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" })))
    expect(cards()).toHaveLength(4)
    await click("Remove Hero (section 3)")
    dialog = screen.getByRole("alertdialog", { name: "Are you sure?" })
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })))
    expect(cardTitles()).toEqual(["1. FAQ: Asked", "2. FAQ: Asked", "3. Hero: Bottom"])

    await save()
    const saved = onValues.mock.calls[0]![0].sections as SectionValue[]
    expect(saved.map((s) => [s.type, s.hidden])).toEqual([["faq", false], ["faq", false], ["hero", true]])
    expect(saved[0]!.id).toBe("b")
    expect(saved[1]!.id).not.toBe("b") // the copy has an id of its own
    expect(saved[1]!.data).toEqual(saved[0]!.data)
    expect(saved[2]!.id).toBe("c")
  })

  it("opens a collapsed section whose field has an error and shows the message under that field", async () => {
    const onValues = vi.fn()
    render(<Host sections={[section("hero", { title: "Fine", intro: "" }), section("hero", { title: "", intro: "" })]} onValues={onValues} />)
    expect(screen.queryByLabelText("Title")).toBeNull()
    await save()
    expect(onValues).not.toHaveBeenCalled()
    const second = cards()[1]!
    const title = within(second).getByLabelText("Title")
    expect(title.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(title.getAttribute("aria-describedby")!)?.textContent).toBe("Title is required")
    expect(within(cards()[0]!).queryByLabelText("Title")).toBeNull()
  })
})

describe("SectionsEditor on a large page", () => {
  it("re-renders only the card being typed in, even when the whole form re-renders on every keystroke", async () => {
    // 60 sections, one type each, whose label getter counts the renders of that type's card.
    const renders = new Map<string, number>()
    const types: Record<string, SectionDeclaration> = {}
    const sections: SectionValue[] = []
    for (let i = 0; i < 60; i++) {
      const type = `t${i}`
      const fields: readonly DataField[] = [
        { kind: "text", name: "title", label: "Title" },
        { kind: "list", name: "items", label: "Items", itemLabel: "item", titleField: "name", of: [{ kind: "text", name: "name", label: "Name" }, { kind: "link", name: "cta", label: "Button" }] },
      ]
      types[type] = {
        type,
        get label() {
          renders.set(type, (renders.get(type) ?? 0) + 1)
          return `Type ${i}`
        },
        description: "",
        fields,
        defaults: defaultsOf(fields),
      }
      sections.push(section(type, { title: `Section ${i}`, items: Array.from({ length: 5 }, (_, k) => ({ name: `Item ${k}`, cta: { label: "Go", href: "/" } })) }))
    }
    let hostRenders = 0
    function Watching() {
      const form = useForm<{ sections: SectionValue[] }>({ defaultValues: { sections } })
      // The worst case for the cards: a parent that re-renders on every change (a live preview, an autosave).
      useWatch({ control: form.control })
      hostRenders++
      return (
        <FormProvider {...form}>
          <SectionsEditor types={types} />
        </FormProvider>
      )
    }
    let commits = 0
    const { container } = render(
      <Profiler id="page" onRender={() => commits++}>
        <Watching />
      </Profiler>,
    )
    expect(cards()).toHaveLength(60)
    // Collapsed cards mount no controls.
    expect(container.querySelectorAll("input, textarea, select")).toHaveLength(0)

    await click(/^31\. Type 30/)
    const open = cards()[30]!
    // Only the opened card's controls: anchor and title (its 5 items are collapsed).
    expect(container.querySelectorAll("input, textarea, select")).toHaveLength(2)
    const title = within(open).getByLabelText("Title") as HTMLInputElement

    const before = new Map(renders)
    const hostBefore = hostRenders
    const commitsBefore = commits
    for (const value of ["Section 30 n", "Section 30 ne", "Section 30 new"]) {
      await act(async () => fireEvent.change(title, { target: { value } }))
    }
    expect(commits).toBeGreaterThan(commitsBefore)
    expect(hostRenders).toBeGreaterThanOrEqual(hostBefore + 3) // the parent did re-render on each keystroke
    expect(renders.get("t30")! - before.get("t30")!).toBeGreaterThanOrEqual(3) // the typed-in card shows the new summary
    const others = [...renders].filter(([type, n]) => type !== "t30" && n !== before.get(type))
    expect(others).toEqual([])
    expect(within(open).getByTestId("section-summary").textContent).toBe("Section 30 new")
  })
})
