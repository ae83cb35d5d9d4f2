import { render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { TWO_FACTOR } from "@/lib/copy/two-factor"

vi.mock("@/app/(admin)/admin/login/actions", () => ({ secondStepAction: vi.fn(), cancelSecondStepAction: vi.fn() }))

const { SecondStep } = await import("@/app/(admin)/admin/login/second-step")

describe("SecondStep", () => {
  it("local accounts: code or recovery code, and 'Remember this browser'", () => {
    render(<SecondStep next="/admin" />)
    expect(screen.getByLabelText(TWO_FACTOR.codeLabel)).toBeTruthy()
    expect(screen.getByLabelText(TWO_FACTOR.remember)).toBeTruthy()
    expect(screen.queryByText(TWO_FACTOR.recoveryRemovesApp)).toBeNull()
  })

  it("Supabase mode: no 'Remember this browser'; a recovery code is said to remove the authenticator", () => {
    render(<SecondStep next="/admin" recoveryCodes remember={false} recoveryRemovesApp />)
    expect(screen.getByLabelText(TWO_FACTOR.codeLabel)).toBeTruthy()
    expect(screen.queryByLabelText(TWO_FACTOR.remember)).toBeNull()
    expect(screen.getByText(TWO_FACTOR.recoveryRemovesApp)).toBeTruthy()
  })

  it("Supabase mode without the service role key: the app's code only", () => {
    render(<SecondStep next="/admin" recoveryCodes={false} remember={false} recoveryRemovesApp />)
    expect(screen.getByLabelText(TWO_FACTOR.codeOnlyLabel)).toBeTruthy()
    expect(screen.getByText(TWO_FACTOR.stepIntroCodeOnly)).toBeTruthy()
    expect(screen.queryByText(TWO_FACTOR.recoveryRemovesApp)).toBeNull()
  })
})
