/** An e-mail as the outbox stores it: everything but the sender, which the server's MAIL_FROM supplies on delivery. */
export type EmailMessage = {
  to: string[]
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
  /** Extra headers (e.g. X-Outbox-Id); never built from visitor input. */
  headers?: Record<string, string>
  /** "<id@domain>": set on delivery from the outbox job, so every copy of one notification carries the same. */
  messageId?: string
}

export function isEmailMessage(value: unknown): value is EmailMessage {
  const v = value as Partial<EmailMessage> | null
  return (
    !!v &&
    Array.isArray(v.to) &&
    v.to.every((t) => typeof t === "string") &&
    typeof v.subject === "string" &&
    typeof v.text === "string" &&
    typeof v.html === "string"
  )
}
