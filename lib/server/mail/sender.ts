import "server-only"

import nodemailer, { type Transporter } from "nodemailer"

import type { EmailMessage } from "./types"

export type MailSettings = { smtpUrl: string; from: string }

// One pooled transport per SMTP_URL for the process: connections are reused between notifications.
let cached: { url: string; transport: Transporter } | null = null

function transportFor(url: string): Transporter {
  if (cached?.url === url) return cached.transport
  cached?.transport.close()
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    // Each e-mail takes several round trips, each waiting for a busy server's event loop: a few connections in
    // parallel keep notifications flowing while the form is under load.
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  cached = { url, transport }
  return transport
}

/**
 * Sends one e-mail through SMTP (nodemailer). Throws with the server's reason when it is refused or unreachable;
 * the outbox then retries later. The pool drops a broken connection and opens a new one on the next send.
 */
export async function sendEmail(message: EmailMessage, settings: MailSettings): Promise<void> {
  const transport = transportFor(settings.smtpUrl)
  const info = await transport.sendMail({
    from: settings.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: message.messageId,
  })
  if ((info.rejected?.length ?? 0) > 0 && (info.accepted?.length ?? 0) === 0) throw new Error(`Every recipient was refused: ${info.response}`)
}

/** Closes the pooled connections (tests and shutdown). */
export function closeMailTransport(): void {
  cached?.transport.close()
  cached = null
}
