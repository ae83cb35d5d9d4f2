import { afterEach, describe, expect, it, vi } from "vitest"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"

import { ES } from "@/lib/copy/public/es"
import { ContactFormView } from "@/components/contact/contact-form-view"
import { DownloadGate } from "@/components/resources/download-gate"

afterEach(() => vi.unstubAllGlobals())

describe("the contact form in each language", () => {
  it("keeps its English labels, validation and thank-you", async () => {
    render(<ContactFormView submit={async () => ({ ok: true })} />)
    expect(screen.getByLabelText("Name")).toBeTruthy()
    expect(screen.getByLabelText("Message").getAttribute("placeholder")).toBe("A few words about your practice, your goals and your timeline")
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-address" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send Message" })))
    await waitFor(() => expect(screen.getByTestId("name-error").textContent).toBe("Name is required"))
    expect(screen.getByTestId("email-error").textContent).toBe("Email should be a valid email address")
  })

  it("speaks Spanish: labels, placeholder, validation messages and thank-you", async () => {
    render(<ContactFormView submit={async () => ({ ok: true })} text={ES.contactForm} />)
    expect(screen.getByRole("form", { name: "Envíenos un mensaje" })).toBeTruthy()
    expect(screen.getByLabelText("Correo electrónico").getAttribute("type")).toBe("email")
    expect(screen.getByLabelText("Mensaje").getAttribute("placeholder")).toBe(
      "Cuéntenos en pocas palabras sobre su consulta, sus metas y sus plazos",
    )
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "no-es-correo" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Enviar mensaje" })))
    await waitFor(() => expect(screen.getByTestId("name-error").textContent).toBe("Nombre es obligatorio"))
    expect(screen.getByTestId("email-error").textContent).toBe("Correo electrónico debe ser una dirección de correo electrónico válida")
    expect(screen.getByTestId("message-error").textContent).toBe("Mensaje es obligatorio")

    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Dra. Ana Ruiz" } })
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "ana@clinica.com" } })
    fireEvent.change(screen.getByLabelText("Mensaje"), { target: { value: "Queremos más pacientes." } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Enviar mensaje" })))
    await waitFor(() => expect(screen.getByTestId("contact-success").textContent).toContain("¡Gracias! Su mensaje va en camino."))
    expect(screen.getByRole("button", { name: "Enviar otro mensaje" })).toBeTruthy()
  })

  it("shows a Spanish server refusal with the Spanish generic line", async () => {
    render(<ContactFormView submit={async () => ({ ok: false, errors: [ES.formServer.storageFailed], fieldErrors: {} })} text={ES.contactForm} />)
    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Ana" } })
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "ana@clinica.com" } })
    fireEvent.change(screen.getByLabelText("Mensaje"), { target: { value: "Hola" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Enviar mensaje" })))
    await waitFor(() => expect(screen.getByTestId("contact-error").textContent).toContain(ES.formServer.storageFailed))
    expect(screen.getByTestId("contact-error").textContent).toContain("Algo salió mal. Por favor, inténtelo de nuevo.")
  })
})

describe("the gated download form in each language", () => {
  const stubFetch = (answer: unknown) => {
    const calls: { url: string; body: unknown }[] = []
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes("/token")) return new Response(JSON.stringify({ token: "t" }))
        calls.push({ url, body: JSON.parse(String(init?.body)) })
        return new Response(JSON.stringify(answer))
      }),
    )
    return calls
  }

  it("keeps its English words", async () => {
    stubFetch({})
    render(<DownloadGate slug="guide" title="The Guide" hours={48} />)
    expect(screen.getByRole("heading", { name: "Get the download" })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send me the download" })))
    expect(screen.getByText("Name is required")).toBeTruthy()
  })

  it("speaks Spanish, posts its locale and shows the link in Spanish", async () => {
    const calls = stubFetch({ ok: true, url: "https://example.com/d/1", emailed: true, expiresAt: "2026-11-29T00:00:00Z" })
    render(<DownloadGate slug="guide" title="La guía" hours={48} locale="es" text={ES.downloadGate} />)
    expect(screen.getByRole("heading", { name: "Reciba la descarga" })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Enviarme la descarga" })))
    expect(screen.getByText("Nombre es obligatorio")).toBeTruthy()
    expect(screen.getByText("Correo electrónico es obligatorio")).toBeTruthy()

    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Ana" } })
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "ana@clinica.com" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Enviarme la descarga" })))
    await waitFor(() => expect(screen.getByTestId("download-ready")).toBeTruthy())
    expect(calls[0]?.body).toMatchObject({ name: "Ana", email: "ana@clinica.com", locale: "es" })
    expect(screen.getByRole("heading", { name: "Su descarga está lista" })).toBeTruthy()
    expect(screen.getByTestId("download-link").textContent).toBe("Descargar La guía")
    expect(screen.getByText("El enlace funciona durante 48 horas.")).toBeTruthy()
    expect(screen.getByText("También enviamos el enlace a su correo electrónico.")).toBeTruthy()
  })
})
