import { describe, expect, it } from "vitest"

import { fieldErrorsOf, toFieldErrors } from "@/lib/domain/contact/field-errors"
import { contactSchema } from "@/lib/domain/schemas/contact"

const ok = { name: "Dr. Lee", email: "lee@brightsmiles.com", message: "Hello" }
const errorsOf = (input: unknown) => {
  const parsed = contactSchema.safeParse(input)
  return parsed.success ? {} : toFieldErrors(parsed.error.issues)
}

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactSchema.parse({ name: "  Dr. Lee ", email: " lee@brightsmiles.com ", message: " Hi " })).toEqual({
      name: "Dr. Lee",
      email: "lee@brightsmiles.com",
      message: "Hi",
    })
  })

  it("requires every field, once each, even when blank or missing", () => {
    expect(errorsOf({ name: " ", email: "", message: "\n" })).toEqual({
      name: ["is required"],
      email: ["is required"],
      message: ["is required"],
    })
    expect(errorsOf({})).toEqual({ name: ["is required"], email: ["is required"], message: ["is required"] })
  })

  it("checks the e-mail's format", () => {
    expect(errorsOf({ ...ok, email: "lee@" })).toEqual({ email: ["should be a valid email address"] })
    expect(errorsOf({ ...ok, email: "not an email" })).toEqual({ email: ["should be a valid email address"] })
  })

  it("caps name at 200, e-mail at 320 and message at 5,000 characters", () => {
    expect(errorsOf({ ...ok, name: "n".repeat(200) })).toEqual({})
    expect(errorsOf({ ...ok, name: "n".repeat(201) })).toEqual({ name: ["must be at most 200 characters"] })
    const email320 = `${"a".repeat(64)}@${"b".repeat(251)}.com`
    expect(email320).toHaveLength(320)
    expect(errorsOf({ ...ok, email: email320 })).toEqual({})
    expect(errorsOf({ ...ok, email: `a${email320}` })).toEqual({ email: ["must be at most 320 characters"] })
    expect(errorsOf({ ...ok, message: "m".repeat(5000) })).toEqual({})
    expect(errorsOf({ ...ok, message: "m".repeat(5001) })).toEqual({ message: ["must be at most 5,000 characters"] })
  })

  it("refuses values that are not strings", () => {
    expect(errorsOf({ ...ok, name: 42 })).toEqual({ name: ["is required"] })
  })
})

describe("a form's errors per field", () => {
  it("keeps each message under its own field, in order, and drops issues on other paths", () => {
    const issues = [
      { path: ["email"], message: "is required" },
      { path: ["organisation"], message: "is too long" },
      { path: [], message: "bad form" },
      { path: ["email"], message: "should be a valid email address" },
    ]
    expect(fieldErrorsOf(["name", "email"], issues)).toEqual({ email: ["is required", "should be a valid email address"] })
    expect(fieldErrorsOf(["organisation"], issues)).toEqual({ organisation: ["is too long"] })
  })
})
