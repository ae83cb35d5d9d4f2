/** The contact form's visible texts; components and tests import these. */
export const CONTACT_TEXT = {
  formTitle: "Send Us a Message",
  submit: "Send Message",
  submitting: "Sending...",
  genericError: "Something went wrong. Please try again.",
  successTitle: "Thank you! Your message is on its way.",
  successBody:
    "A strategist from our team will read it personally and reply within one business day, usually with a few first ideas for your practice.",
  sendAnother: "Send another message",
  storageFailed: "We could not save your message. Nothing was sent; please try again in a moment.",
} as const

export const CONTACT_LABELS = { name: "Name", email: "Email", message: "Message" } as const

/** "Email should be a valid email address, must be at most 320 characters" (label prefix, commas). */
export function formatFieldErrors(label: string, messages: readonly string[] | undefined): string | null {
  if (!messages || messages.length === 0) return null
  return `${label} ${messages.join(", ")}`
}

/** A rate limit's wait in whole minutes, rounded up (at least 1). */
export function retryMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000))
}

/** The per-IP limit's message, with the wait rounded up to whole minutes. */
export function rateLimitedMessage(retryAfterMs: number): string {
  const minutes = retryMinutes(retryAfterMs)
  return `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`
}
