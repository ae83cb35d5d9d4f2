/**
 * The Message-ID of a notification e-mail, derived from its outbox job: delivery is at least once, and a copy sent
 * again (the server stopped between the SMTP server's acceptance and the job's "sent" mark) carries the same
 * Message-ID, so mail clients and the recipient's server can recognise it as the same message.
 * The domain part is the sender's (MAIL_FROM), as RFC 5322 suggests; "localhost" when it has none.
 */
export function outboxMessageId(jobId: string, mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom
  const domain = /@([A-Za-z0-9.-]+)\s*$/.exec(address.trim())?.[1]?.toLowerCase() || "localhost"
  return `<outbox.${jobId.replace(/[^A-Za-z0-9.-]/g, "")}@${domain}>`
}
