import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import "../../helpers/dom-polyfills"

import { ImageAltDialog } from "@/components/admin/editor/image-alt-dialog"

const target = { name: "lobby.png", url: "/api/uploads/a-lobby.png", alt: "", caption: "" }

describe("ImageAltDialog", () => {
  it("requires alt text unless the image is marked decorative", async () => {
    const onConfirm = vi.fn()
    render(<ImageAltDialog target={target} onCancel={() => {}} onConfirm={onConfirm} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Insert image" })))
    expect(screen.getByRole("alert").textContent).toBe("Alt text is required, or mark the image as decorative")
    expect(onConfirm).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText("Alt text"), { target: { value: "  Bright lobby  " } })
    fireEvent.change(screen.getByLabelText("Caption (optional)"), { target: { value: "Austin" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Insert image" })))
    expect(onConfirm).toHaveBeenCalledWith({ alt: "Bright lobby", caption: "Austin", decorative: false })
  })

  it("writes an empty alt for a decorative image, whatever was typed", async () => {
    const onConfirm = vi.fn()
    render(<ImageAltDialog target={{ ...target, alt: "Library default" }} onCancel={() => {}} onConfirm={onConfirm} />)
    expect((screen.getByLabelText("Alt text") as HTMLInputElement).value).toBe("Library default")
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "Decorative image" })))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Insert image" })))
    expect(onConfirm).toHaveBeenCalledWith({ alt: "", caption: "", decorative: true })
  })
})
