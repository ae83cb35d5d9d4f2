import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { TwoFactorCard } from "@/components/admin/team/two-factor-card"

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0,0h1v1h-1z"/><script>alert(1)</script></svg>'

const actions = (over: Record<string, unknown> = {}) => ({
  beginTwoFactorAction: vi.fn().mockResolvedValue({ ok: true, data: { secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x", qrSvg: SVG } }),
  confirmTwoFactorAction: vi.fn().mockResolvedValue({ ok: true, data: { recoveryCodes: [] } }),
  disableTwoFactorAction: vi.fn(),
  regenerateRecoveryCodesAction: vi.fn(),
  ...over,
})

describe("TwoFactorCard", () => {
  it("draws the QR code as an image from a data: address, never as markup in the page", async () => {
    render(<TwoFactorCard enabled={false} recoveryLeft={0} required={false} actions={actions()} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: TWO_FACTOR.setUp })))
    const qr = screen.getByRole("img", { name: TWO_FACTOR.qrLabel })
    expect(qr.tagName).toBe("IMG")
    expect(qr.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`)
    expect(document.querySelector("svg, script")).toBeNull()
  })

  it("without recovery codes (Supabase without the service role key) says why and offers no new codes", () => {
    render(<TwoFactorCard enabled recoveryLeft={0} required={false} recoveryCodes={false} actions={actions()} />)
    expect(screen.getByText(TWO_FACTOR.noRecoveryCodes)).toBeTruthy()
    expect(screen.queryByRole("button", { name: TWO_FACTOR.newCodes })).toBeNull()
    expect(screen.queryByText(TWO_FACTOR.recoveryLeft(0))).toBeNull()
    expect(screen.getByRole("button", { name: TWO_FACTOR.turnOff })).toBeTruthy()
  })

  it("after a recovery code removed the authenticator, says so in words; no recovery code list for an empty answer", async () => {
    const a = actions()
    render(<TwoFactorCard enabled={false} recoveryLeft={0} required factorsRemoved recoveryCodes={false} actions={a} />)
    expect(screen.getByText(TWO_FACTOR.factorsRemoved)).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: TWO_FACTOR.setUp })))
    fireEvent.change(screen.getByLabelText(TWO_FACTOR.confirmCode), { target: { value: "123456" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: TWO_FACTOR.turnOn })))
    expect(a.confirmTwoFactorAction).toHaveBeenCalledWith("123456")
    expect(screen.queryByRole("list", { name: TWO_FACTOR.recoveryListLabel })).toBeNull()
  })
})
