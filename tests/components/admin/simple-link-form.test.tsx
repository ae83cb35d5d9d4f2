import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import type { AuthFormState } from "@/components/admin/auth-links/auth-form"
import { SimpleLinkForm } from "@/components/admin/auth-links/simple-link-form"

const answers: NonNullable<AuthFormState>[] = [
  { ok: false, error: "Check the e-mail", fieldErrors: { email: ["Enter a valid e-mail"] }, at: 1 },
  { ok: false, error: "Too many requests", at: 2 },
  { ok: true, data: { message: "sent" }, at: 3 },
]

describe("SimpleLinkForm", () => {
  it("shows a field error under the field, any other error as an alert, and success in place", async () => {
    const action = vi.fn(async () => answers.shift() ?? null)
    render(<SimpleLinkForm submitLabel="Send" pendingLabel="Sending" emailLabel="Email" success={(m) => `Mail ${m}`} action={action} />)
    const send = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })))

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "a@example.com" } })
    await send()
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Enter a valid e-mail"])
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("a@example.com")

    await send()
    expect(screen.getByRole("alert").textContent).toContain("Too many requests")
    expect(screen.queryByText("Enter a valid e-mail")).toBeNull()

    await send()
    expect(screen.getByRole("alert").textContent).toContain("Mail sent")
    expect(action).toHaveBeenCalledTimes(3)
  })
})
