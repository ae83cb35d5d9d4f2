import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { zodResolver } from "@hookform/resolvers/zod"
import { FormProvider, useForm } from "react-hook-form"
import { afterEach, describe, expect, it, vi } from "vitest"
import { z } from "zod/mini"

import { schemaOf, type DataField } from "@/lib/domain/data-fields"
import { DataFieldsEditor } from "@/components/admin/data-fields/data-fields-editor"

import "../../helpers/dom-polyfills"

const CARDS: readonly DataField[] = [
  { kind: "text", name: "heading", label: "Heading" },
  {
    kind: "list",
    name: "items",
    label: "Cards",
    itemLabel: "card",
    titleField: "title",
    of: [
      { kind: "text", name: "title", label: "Title", required: true },
      { kind: "icon", name: "icon", label: "Icon" },
      { kind: "link", name: "cta", label: "Button" },
    ],
  },
]

const item = (title: string) => ({ title, icon: null, cta: { label: "", href: "" } })

function Host({ fields, data, onValues }: { fields: readonly DataField[]; data: Record<string, unknown>; onValues: (v: unknown) => void }) {
  const form = useForm({ resolver: zodResolver(z.object({ data: schemaOf(fields) })), defaultValues: { data } })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onValues(values))} noValidate>
        <DataFieldsEditor fields={fields} name="data" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  )
}

const save = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })))
const card = (n: number) => screen.getByRole("button", { name: new RegExp(`^Card ${n}\\b`) }).closest("li") as HTMLElement

afterEach(() => vi.unstubAllGlobals())

describe("DataFieldsEditor", () => {
  it("adds, moves and removes list items; the values reach the form in their new order", async () => {
    const onValues = vi.fn()
    render(<Host fields={CARDS} data={{ heading: "Why us", items: [item("Alpha"), item("Beta")] }} onValues={onValues} />)
    // Collapsed items show their title and mount no controls.
    expect(screen.getByRole("button", { name: "Card 1: Alpha" }).getAttribute("aria-expanded")).toBe("false")
    expect(screen.getByRole("button", { name: "Card 2: Beta" })).toBeTruthy()
    expect(screen.queryByLabelText("Title")).toBeNull()

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add card" })))
    // The new item opens, its first control takes the focus.
    const title = within(card(3)).getByLabelText("Title") as HTMLInputElement
    expect(document.activeElement).toBe(title)
    fireEvent.change(title, { target: { value: "Gamma" } })
    fireEvent.change(within(card(3)).getByLabelText("Icon"), { target: { value: "heart-pulse" } })
    fireEvent.change(within(card(3)).getByLabelText("Button: Link"), { target: { value: "/contact" } })
    expect(screen.getByRole("button", { name: "Card 3: Gamma" })).toBeTruthy()

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Move card 3 up" })))
    expect(screen.getByRole("button", { name: "Card 2: Gamma" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Card 3: Beta" })).toBeTruthy()
    // Focus follows the item: the same button of the moved card, now "Move card 2 up".
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move card 2 up" }))
    expect((screen.getByRole("button", { name: "Move card 1 up" }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole("button", { name: "Move card 3 down" }) as HTMLButtonElement).disabled).toBe(true)

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Remove card 1" })))
    expect(screen.getByRole("button", { name: "Card 1: Gamma" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: /Alpha/ })).toBeNull()

    await save()
    expect(onValues).toHaveBeenCalledTimes(1)
    expect(onValues.mock.calls[0]![0]).toEqual({
      data: { heading: "Why us", items: [{ title: "Gamma", icon: "heart-pulse", cta: { label: "", href: "/contact" } }, item("Beta")] },
    })
  })

  it("shows a nested error under its own control, opening the collapsed item it is in", async () => {
    const onValues = vi.fn()
    render(<Host fields={CARDS} data={{ heading: "", items: [item("Alpha"), item("")] }} onValues={onValues} />)
    await save()
    expect(onValues).not.toHaveBeenCalled()
    const second = card(2)
    expect(within(second).getByText("Needs attention")).toBeTruthy()
    const input = within(second).getByLabelText("Title") as HTMLInputElement
    expect(input.getAttribute("aria-invalid")).toBe("true")
    const errorId = input.getAttribute("aria-describedby")!
    expect(document.getElementById(errorId)?.textContent).toBe("Title is required")
    // The error is under item 2's control only: item 1 stays closed, the heading is fine.
    expect(screen.getAllByText("Title is required")).toHaveLength(1)
    expect(within(card(1)).queryByLabelText("Title")).toBeNull()
    expect(screen.getByLabelText("Heading").getAttribute("aria-invalid")).toBeNull()

    fireEvent.change(input, { target: { value: "Fixed" } })
    await save()
    expect(onValues).toHaveBeenCalledTimes(1)
  })

  it("stores a chosen library image as {src, alt, width, height} with the alt text typed", async () => {
    const page = { rows: [{ id: "m1", name: "lobby.png", url: "/media/lobby.png", alt: "Lobby", caption: "", width: 800, height: 600 }], total: 1, page: 1, pageSize: 24 }
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ ok: true, data: page }), { status: 200 })))
    const fields: readonly DataField[] = [{ kind: "image", name: "photo", label: "Photo", required: true }]
    const onValues = vi.fn()
    render(<Host fields={fields} data={{ photo: null }} onValues={onValues} />)
    expect(screen.queryByLabelText("Photo: Alt text")).toBeNull()

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Choose image" })))
    const choice = await screen.findByRole("button", { name: "Choose lobby.png" })
    await act(async () => fireEvent.click(choice))
    const alt = (await screen.findByLabelText("Photo: Alt text")) as HTMLInputElement
    expect(alt.value).toBe("Lobby") // the library's default
    expect(screen.getByText("800 × 600 px")).toBeTruthy()
    fireEvent.change(alt, { target: { value: "Bright waiting room with plants" } })
    expect(screen.getByRole("button", { name: "Replace image" })).toBeTruthy()

    await save()
    expect(onValues).toHaveBeenCalledWith({ data: { photo: { src: "/media/lobby.png", alt: "Bright waiting room with plants", width: 800, height: 600 } } })
  })

  it("requires the alt text of a chosen image", async () => {
    const fields: readonly DataField[] = [{ kind: "image", name: "photo", label: "Photo" }]
    const onValues = vi.fn()
    render(<Host fields={fields} data={{ photo: { src: "/media/a.png", alt: "", width: 10, height: 10 } }} onValues={onValues} />)
    await save()
    expect(onValues).not.toHaveBeenCalled()
    const alt = screen.getByLabelText("Photo: Alt text")
    expect(document.getElementById(alt.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe("Photo: alt text is required")
  })
})
