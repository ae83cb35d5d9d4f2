import { describe, expect, it } from "vitest"

import { formatFieldErrors, rateLimitedMessage } from "@/lib/copy/contact"

describe("contact form messages", () => {
  it("prefixes field errors with the label and joins them with commas", () => {
    expect(formatFieldErrors("Email", ["is required", "should be an email address"])).toBe(
      "Email is required, should be an email address",
    )
    expect(formatFieldErrors("Name", [])).toBeNull()
    expect(formatFieldErrors("Name", undefined)).toBeNull()
  })

  it("states the rate limit's wait in whole minutes", () => {
    expect(rateLimitedMessage(30_000)).toBe("You have sent several messages in a short time. Please try again in 1 minute.")
    expect(rateLimitedMessage(9 * 60_000 + 1)).toMatch(/in 10 minutes\.$/)
  })
})
