import "server-only"

import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from "./sign"

export type WebhookSettings = { url: string; secret?: string; timeoutMs?: number }

const DEFAULT_TIMEOUT_MS = 10_000

/**
 * POSTs one JSON body. Signed with HMAC-SHA256 under the secret when there is one; X-Webhook-Id stays the same on
 * every retry so a receiver can ignore a repeat. Any answer other than 2xx, or no answer in time, throws.
 */
export async function postWebhook(id: string, body: string, settings: WebhookSettings): Promise<void> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": "lumora-notifications/1",
    "X-Webhook-Id": id,
  }
  if (settings.secret) headers[WEBHOOK_SIGNATURE_HEADER] = signWebhookBody(body, settings.secret)
  const response = await fetch(settings.url, {
    method: "POST",
    headers,
    body,
    redirect: "error",
    signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  })
  // Read (and drop) the body so the connection can be reused.
  const text = await response.text().catch(() => "")
  if (!response.ok) throw new Error(`Webhook answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`)
}
