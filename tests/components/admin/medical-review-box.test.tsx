import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"

import { REVIEW_BOX } from "@/lib/copy/medical-review"
import { MedicalReviewBox, type MedicalReviewActions } from "@/components/admin/editor/medical-review-box"
import type { ReviewStatus } from "@/lib/data/medical-review"

import "../../helpers/dom-polyfills"
import { dismissAllToasts } from "../../helpers/toast"

afterEach(dismissAllToasts)

const ID = "2b1a0f9e-8d7c-4b6a-9584-736251403928"
const status: ReviewStatus = { state: "draft", required: true, approval: null, requests: [] }
const LINK = "https://lumora.example/review/abc"

// The link a request returns is shown once; whether it was e-mailed decides what the box tells the member to do.
describe("MedicalReviewBox: the new request's link", () => {
  const requestWith = (mailed: boolean | undefined): MedicalReviewActions => ({
    request: async () => ({ ok: true, data: { link: LINK, ...(mailed === undefined ? {} : { mailed }), status } }),
    revoke: async () => ({ ok: true, data: status }),
  })
  const ask = async (actions: MedicalReviewActions) => {
    render(<MedicalReviewBox kind="post" id={ID} initial={status} people={[{ id: ID, name: "Dr. Ana Ruiz", credentials: "MD" }]} actions={actions} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REVIEW_BOX.request })))
    expect((screen.getByLabelText(REVIEW_BOX.linkLabel) as HTMLInputElement).value).toBe(LINK)
  }

  it("says the link was e-mailed when it was", async () => {
    await ask(requestWith(true))
    expect(screen.getByText(REVIEW_BOX.linkHelp)).toBeTruthy()
    expect(screen.queryByText(REVIEW_BOX.linkCopy)).toBeNull()
  })

  it("asks the member to send it themselves where the site sends no e-mail (Supabase mode)", async () => {
    await ask(requestWith(false))
    expect(screen.getByText(REVIEW_BOX.linkCopy)).toBeTruthy()
    expect(screen.queryByText(REVIEW_BOX.linkHelp)).toBeNull()
  })
})
