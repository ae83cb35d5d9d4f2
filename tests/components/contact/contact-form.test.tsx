import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"

import { FIELD_ERROR_MESSAGES, FORM_ERROR_MESSAGES } from "@/lib/domain/contact/errors"
import { CONTACT_TEXT } from "@/lib/copy/contact"
import type { ContactResult } from "@/lib/domain/contact/types"
import { ContactFormView, type ContactSubmission } from "@/components/contact/contact-form-view"
import { FormspreeContactForm } from "@/components/contact/formspree-contact-form"

import { deadOrigin, startFormspreeStub } from "../../helpers/formspree-stub"

function fill(values: { name?: string; email?: string; message?: string }) {
  for (const [label, value] of Object.entries({ Name: values.name, Email: values.email, Message: values.message })) {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } })
  }
}
const send = () => fireEvent.click(screen.getByRole("button", { name: CONTACT_TEXT.submit }))
const complete = { name: "Dr. Maya Chen", email: "maya@glowclinic.com", message: "We are opening a second med spa." }

describe("ContactFormView", () => {
  it("has required name, email (type email) and message fields", () => {
    render(<ContactFormView submit={async () => ({ ok: true })} />)
    expect(screen.getByLabelText("Name").hasAttribute("required")).toBe(true)
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email")
    expect(screen.getByLabelText("Message").tagName).toBe("TEXTAREA")
  })

  it("shows validation errors prefixed with the label and does not submit", async () => {
    const calls: ContactSubmission[] = []
    render(<ContactFormView submit={async (s) => (calls.push(s), { ok: true })} />)
    fill({ email: "maya@" })
    send()
    expect(await screen.findByText("Name is required")).toBeTruthy()
    expect(screen.getByText("Email should be a valid email address")).toBeTruthy()
    expect(screen.getByText("Message is required")).toBeTruthy()
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true")
    expect(document.activeElement).toBe(screen.getByLabelText("Name"))
    expect(calls).toEqual([])
  })

  it("idle → submitting (Sending..., disabled) → thank-you panel", async () => {
    let resolve!: (r: ContactResult) => void
    const calls: ContactSubmission[] = []
    render(<ContactFormView submit={(s) => (calls.push(s), new Promise((r) => (resolve = r)))} />)
    fill(complete)
    send()
    const button = await screen.findByRole("button", { name: CONTACT_TEXT.submitting })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(calls[0]!.values).toEqual(complete)
    expect(calls[0]!.honeypot).toBe("")
    await act(async () => resolve({ ok: true }))
    expect(screen.getByRole("status").textContent).toContain(CONTACT_TEXT.successTitle)
    fireEvent.click(screen.getByRole("button", { name: CONTACT_TEXT.sendAnother }))
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("")
  })

  it("a failure keeps the form and its values, shows server field errors and the generic message", async () => {
    render(
      <ContactFormView
        submit={async () => ({ ok: false, errors: ["Too many requests."], fieldErrors: { email: ["is taken", "is odd"] } })}
      />,
    )
    fill(complete)
    send()
    expect(await screen.findByText("Email is taken, is odd")).toBeTruthy()
    const alert = screen.getByTestId("contact-error")
    expect(alert.textContent).toContain("Too many requests.")
    expect(alert.textContent).toContain(CONTACT_TEXT.genericError)
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe(complete.message)
    expect(screen.getByRole("button", { name: CONTACT_TEXT.submit })).toBeTruthy()
  })

  it("a thrown request error shows its own message", async () => {
    render(
      <ContactFormView
        submit={async () => {
          throw new TypeError("Failed to fetch")
        }}
      />,
    )
    fill(complete)
    send()
    expect((await screen.findByTestId("contact-error")).textContent).toContain("Failed to fetch")
  })

  it("passes a filled honeypot on, so the server can drop the bot", async () => {
    const calls: ContactSubmission[] = []
    const { container } = render(<ContactFormView submit={async (s) => (calls.push(s), { ok: true })} />)
    fireEvent.change(container.querySelector('input[name="_gotcha"]')!, { target: { value: "https://spam.example" } })
    fill(complete)
    send()
    await screen.findByRole("status")
    expect(calls[0]!.honeypot).toBe("https://spam.example")
  })
})

describe("FormspreeContactForm against recorded responses", () => {
  let stub: Awaited<ReturnType<typeof startFormspreeStub>>
  beforeAll(async () => {
    stub = await startFormspreeStub()
  })
  afterAll(() => stub.close())

  it("sends JSON with the session header and shows the thank-you panel", async () => {
    render(<FormspreeContactForm formId="slowSuccess" endpoint={stub.origin} />)
    fill(complete)
    send()
    expect(await screen.findByRole("button", { name: CONTACT_TEXT.submitting })).toBeTruthy()
    expect(await screen.findByRole("status", {}, { timeout: 3000 })).toBeTruthy()
    const request = stub.requests.at(-1)!
    expect(request.url).toBe("/f/slowSuccess")
    expect(JSON.parse(request.body)).toEqual({ ...complete, _gotcha: "" })
    const session = JSON.parse(atob(String(request.headers["formspree-session-data"])))
    expect(session).toMatchObject({ loadedAt: expect.any(Number), webdriver: false })
  })

  it("uses the project path when a project is set", async () => {
    render(<FormspreeContactForm formId="success" project="8841" endpoint={stub.origin} />)
    fill(complete)
    send()
    await screen.findByRole("status")
    expect(stub.requests.at(-1)!.url).toBe("/p/8841/f/success")
  })

  it("shows field codes under their fields, with the label", async () => {
    render(<FormspreeContactForm formId="severalFields" endpoint={stub.origin} />)
    fill(complete)
    send()
    expect(
      await screen.findByText(`Email ${FIELD_ERROR_MESSAGES.REQUIRED_FIELD_EMPTY}, ${FIELD_ERROR_MESSAGES.TYPE_EMAIL}`),
    ).toBeTruthy()
    expect(screen.getByText(`Name ${FIELD_ERROR_MESSAGES.TYPE_TEXT}`)).toBeTruthy()
    expect(screen.getByTestId("contact-error").textContent).toContain(CONTACT_TEXT.genericError)
  })

  it("shows form codes above the generic message", async () => {
    render(<FormspreeContactForm formId="INACTIVE" endpoint={stub.origin} />)
    fill(complete)
    send()
    const alert = await screen.findByTestId("contact-error")
    expect(alert.textContent).toBe(FORM_ERROR_MESSAGES.INACTIVE + CONTACT_TEXT.genericError)
  })

  it('shows "Unexpected response format" for a body of another shape', async () => {
    render(<FormspreeContactForm formId="unexpectedJson" endpoint={stub.origin} />)
    fill(complete)
    send()
    expect((await screen.findByTestId("contact-error")).textContent).toContain("Unexpected response format")
  })

  it("shows a network failure's own message", async () => {
    render(<FormspreeContactForm formId="success" endpoint={await deadOrigin()} />)
    fill(complete)
    send()
    await waitFor(() => expect(screen.getByTestId("contact-error").textContent).toContain("fetch failed"))
  })

  it("a filled honeypot pretends success and sends nothing", async () => {
    const before = stub.requests.length
    const { container } = render(<FormspreeContactForm formId="success" endpoint={stub.origin} />)
    fireEvent.change(container.querySelector('input[name="_gotcha"]')!, { target: { value: "bot" } })
    fill(complete)
    send()
    await screen.findByRole("status")
    expect(stub.requests.length).toBe(before)
  })
})
