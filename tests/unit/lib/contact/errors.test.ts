import { createClient } from "@formspree/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  FIELD_ERROR_MESSAGES,
  FORM_ERROR_MESSAGES,
  UNEXPECTED_RESPONSE_MESSAGE,
  UNSPECIFIED_FIELD_MESSAGE,
} from "@/lib/domain/contact/errors"
import { toContactResult } from "@/components/contact/formspree-submit"
import type { ContactResult } from "@/lib/domain/contact/types"

import { deadOrigin, startFormspreeStub, type FormspreeCase } from "../../../helpers/formspree-stub"

// The real @formspree/core client posts to a local stub that replays recorded Formspree responses.
let stub: Awaited<ReturnType<typeof startFormspreeStub>>
beforeAll(async () => {
  stub = await startFormspreeStub()
})
afterAll(() => stub.close())

const values = { name: "Dr. Ana Ruiz", email: "ana@smileatelier.com", message: "We want more aligner consultations." }

async function submit(formCase: FormspreeCase | string, origin = stub.origin, project?: string): Promise<ContactResult> {
  const client = createClient({ project })
  return toContactResult(await client.submitForm(formCase, values, { endpoint: origin }))
}

function failure(result: ContactResult) {
  if (result.ok) throw new Error("expected a failure")
  return result
}

describe("Formspree responses → contact form result", () => {
  it("a { next } body is a success, posted as JSON with the spec's headers", async () => {
    expect(await submit("success")).toEqual({ ok: true })
    const request = stub.requests.at(-1)!
    expect(request.method).toBe("POST")
    expect(request.url).toBe("/f/success")
    expect(request.headers.accept).toBe("application/json")
    expect(request.headers["formspree-client"]).toMatch(/^@formspree\/core@/)
    expect(JSON.parse(request.body)).toEqual(values)
  })

  it("posts to /p/{project}/f/{formId} when a project is set", async () => {
    expect(await submit("success", stub.origin, "2417")).toEqual({ ok: true })
    expect(stub.requests.at(-1)!.url).toBe("/p/2417/f/success")
  })

  for (const code of Object.keys(FORM_ERROR_MESSAGES) as (keyof typeof FORM_ERROR_MESSAGES)[]) {
    it(`form-level ${code} shows its own message`, async () => {
      const result = failure(await submit(code))
      expect(result.errors).toEqual([FORM_ERROR_MESSAGES[code]])
      expect(result.fieldErrors).toEqual({})
    })
  }

  it("an unknown form-level code is UNSPECIFIED and keeps the provider's message", async () => {
    expect(failure(await submit("formUnknownCode")).errors).toEqual(["The form owner's plan does not allow this"])
  })

  const fieldCases: [FormspreeCase, string, string][] = [
    ["REQUIRED_FIELD_EMPTY", "name", FIELD_ERROR_MESSAGES.REQUIRED_FIELD_EMPTY],
    ["REQUIRED_FIELD_MISSING", "message", FIELD_ERROR_MESSAGES.REQUIRED_FIELD_MISSING],
    ["TYPE_EMAIL", "email", FIELD_ERROR_MESSAGES.TYPE_EMAIL],
    ["TYPE_NUMERIC", "message", FIELD_ERROR_MESSAGES.TYPE_NUMERIC],
    ["TYPE_TEXT", "name", FIELD_ERROR_MESSAGES.TYPE_TEXT],
  ]
  for (const [code, field, message] of fieldCases) {
    it(`field-level ${code} lands under ${field}`, async () => {
      const result = failure(await submit(code))
      expect(result.fieldErrors).toEqual({ [field]: [message] })
      expect(result.errors).toEqual([])
    })
  }

  for (const code of ["STRIPE_CLIENT_ERROR", "STRIPE_SCA_ERROR"] as const) {
    it(`field-level ${code} on a field the form does not have becomes a form-level line`, async () => {
      const result = failure(await submit(code))
      expect(result.errors).toEqual([`paymentMethod ${FIELD_ERROR_MESSAGES[code]}`])
      expect(result.fieldErrors).toEqual({})
    })
  }

  it("an unknown field code is UNSPECIFIED and keeps the provider's message", async () => {
    expect(failure(await submit("fieldUnknownCode")).fieldErrors).toEqual({ email: ["is on a blocklist"] })
  })

  it("several errors on one field are all kept, in order", async () => {
    expect(failure(await submit("severalFields")).fieldErrors).toEqual({
      email: [FIELD_ERROR_MESSAGES.REQUIRED_FIELD_EMPTY, FIELD_ERROR_MESSAGES.TYPE_EMAIL],
      name: [FIELD_ERROR_MESSAGES.TYPE_TEXT],
    })
  })

  it("a single { error } string is shown as it is", async () => {
    expect(failure(await submit("singleError")).errors).toEqual(["Submission rejected by the form's spam filter"])
  })

  it(`JSON of another shape gives "${UNEXPECTED_RESPONSE_MESSAGE}"`, async () => {
    expect(failure(await submit("unexpectedJson")).errors).toEqual([UNEXPECTED_RESPONSE_MESSAGE])
  })

  it("a body that is not JSON gives the parser's own message", async () => {
    const [message] = failure(await submit("htmlPage")).errors
    expect(message).toMatch(/JSON/)
  })

  it("a network failure gives the error's own message", async () => {
    const [message] = failure(await submit("success", await deadOrigin())).errors
    expect(message).toBe("fetch failed")
  })

  it("an empty UNSPECIFIED field message falls back to a readable one", async () => {
    const { mapProviderError } = await import("@/lib/domain/contact/errors")
    const result = mapProviderError({
      getFormErrors: () => [],
      getAllFieldErrors: () => [["email", [{ code: "UNSPECIFIED", message: " " }]]],
    })
    expect(result).toEqual({ ok: false, errors: [], fieldErrors: { email: [UNSPECIFIED_FIELD_MESSAGE] } })
  })
})
