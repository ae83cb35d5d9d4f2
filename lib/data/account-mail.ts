import "server-only"

import type { Backend } from "@/lib/backend/types"
import { serverEnv } from "@/lib/server/env"
import { accountLinkJob, type AccountMailKind } from "@/lib/data/notifications/account-mail"
import { wakeOutbox } from "@/lib/server/outbox/signal"

/** Links can be e-mailed: SMTP is configured and this backend runs the outbox worker. */
export function mailEnabled(backend: Backend): boolean {
  return Boolean(serverEnv().SMTP_URL && backend.outbox)
}

/** Queues the e-mail carrying a single-use link in the outbox (the worker delivers it with retries). */
export async function sendAccountLink(backend: Backend, kind: AccountMailKind, to: string, link: string, detail = ""): Promise<void> {
  if (!backend.outbox) return
  await backend.outbox.enqueue([accountLinkJob(kind, to, link, detail)])
  wakeOutbox()
}
