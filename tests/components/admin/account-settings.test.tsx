import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { ACCOUNT_UI } from "@/lib/copy/team"
import { AccountSettings } from "@/components/admin/team/account-settings"

describe("AccountSettings", () => {
  it("shows the server's field errors under their fields, and clears them after a good save", async () => {
    const changePasswordAction = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, error: "Check the fields", fieldErrors: { newPassword: ["Password must be at least 12 characters"] } })
      .mockResolvedValueOnce({ ok: true, data: undefined })
    render(
      <AccountSettings
        email="owner@example.com"
        sessions={[]}
        actions={{ changePasswordAction, changeEmailAction: vi.fn(), endSessionAction: vi.fn(), endOtherSessionsAction: vi.fn() }}
      />,
    )
    const button = screen.getByRole("button", { name: ACCOUNT_UI.changePassword })
    await act(async () => fireEvent.click(button))
    const error = screen.getByRole("alert")
    expect(error.textContent).toBe("Password must be at least 12 characters")
    expect(error.id).toBe("new-password-error")
    expect(document.getElementById("current-password-error")).toBeNull()
    await act(async () => fireEvent.click(button))
    expect(screen.queryByRole("alert")).toBeNull()
    expect(changePasswordAction).toHaveBeenCalledTimes(2)
  })
})
