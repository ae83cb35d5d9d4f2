import { afterEach, describe, expect, it, vi } from "vitest"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"

import { EVENTS_PUBLIC } from "@/lib/copy/events"
import { publicCopy } from "@/lib/copy/public"
import { RegistrationForm } from "@/components/contact/registration-form"

afterEach(() => vi.unstubAllGlobals())

const stubFetch = (answer: unknown) => {
  const calls: { url: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes("/token")) return new Response(JSON.stringify({ token: "t" }))
      calls.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
      return new Response(JSON.stringify(answer))
    }),
  )
  return calls
}

const form = (locale?: "es") => (
  <RegistrationForm
    type="event"
    slug="spring webinar"
    {...(locale ? { locale } : {})}
    text={EVENTS_PUBLIC[locale ?? "en"].register}
    validation={publicCopy(locale ?? "en").formServer.validation}
  />
)

describe("an event's registration form", () => {
  it("checks its fields before sending, each message led by its label", async () => {
    const calls = stubFetch({ ok: true })
    render(form())
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-address" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Register" })))
    expect(screen.getByText("Name is required")).toBeTruthy()
    expect(screen.getByText("Email should be a valid email address")).toBeTruthy()
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByLabelText("Organisation (optional)").getAttribute("aria-invalid")).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it("posts to the document's lead route without an empty organisation, then says it is done", async () => {
    const calls = stubFetch({ ok: true })
    render(form())
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ana" } })
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ana@clinic.com" } })
    fireEvent.change(screen.getByLabelText("Organisation (optional)"), { target: { value: "  " } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Register" })))
    await waitFor(() => expect(screen.getByTestId("lead-form-done")).toBeTruthy())
    expect(calls[0]?.url).toBe("/api/leads/event/spring%20webinar")
    expect(calls[0]?.body).toMatchObject({ name: "Ana", email: "ana@clinic.com", _gotcha: "", token: "t" })
    expect(calls[0]?.body).not.toHaveProperty("organisation")
    expect(calls[0]?.body).not.toHaveProperty("locale")
    expect(screen.getByRole("heading", { name: "You're registered." })).toBeTruthy()
  })

  it("sends an organisation and the page's language, and shows a refusal in words", async () => {
    const calls = stubFetch({ ok: false, errors: ["Este evento está completo."], fieldErrors: {} })
    render(form("es"))
    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Ana" } })
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "ana@clinica.com" } })
    fireEvent.change(screen.getByLabelText("Organización (opcional)"), { target: { value: "Clínica Sol" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Inscribirse" })))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Este evento está completo."))
    expect(screen.getByRole("alert").textContent).toContain("Su inscripción no se ha enviado.")
    expect(calls[0]?.body).toMatchObject({ organisation: "Clínica Sol", locale: "es" })
    expect(screen.getByRole("form", { name: "Inscripción" })).toBeTruthy()
  })
})
