import type { OutboxJobInput } from "@/lib/domain/types"
import { escapeHtml } from "@/lib/server/mail/html"
import type { EmailMessage } from "@/lib/server/mail/types"
import { SITE } from "@/lib/domain/site"

export const ACCOUNT_MAIL_TOPIC = "account-link"

export type AccountMailKind = "invite" | "reset" | "email_change" | "register"

const SUBJECTS: Record<AccountMailKind, string> = {
  invite: `You are invited to the ${SITE.name} admin`,
  reset: `Reset your ${SITE.name} admin password`,
  email_change: `Confirm your new e-mail for the ${SITE.name} admin`,
  register: `Confirm your e-mail for the ${SITE.name} admin`,
}

const INTROS: Record<AccountMailKind, (detail: string) => string> = {
  invite: (role) => `You have been invited to join the ${SITE.name} admin as ${role}. Open this link to choose a password:`,
  reset: () => "Someone (hopefully you) asked to reset the password of your admin account. Open this link to choose a new one:",
  email_change: () => "Open this link to confirm this address as the new e-mail of your admin account:",
  register: () => "Open this link to confirm your e-mail address and finish creating your admin account:",
}

const VALIDITY: Record<AccountMailKind, string> = {
  invite: "The link works once and expires in 7 days.",
  reset: "The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail.",
  email_change: "The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.",
  register: "The link works once and expires in 24 hours. If you did not register, ignore this e-mail.",
}

/** The outbox job that e-mails a single-use link (invitation, reset, e-mail confirmation). */
export function accountLinkJob(kind: AccountMailKind, to: string, link: string, detail = "", ref: string | null = null): OutboxJobInput {
  const intro = INTROS[kind](detail)
  const email: EmailMessage = {
    to: [to],
    subject: SUBJECTS[kind],
    text: [intro, "", link, "", VALIDITY[kind]].join("\n"),
    html: `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(VALIDITY[kind])}</p>`,
  }
  return { kind: "email", topic: ACCOUNT_MAIL_TOPIC, ref, payload: email }
}
