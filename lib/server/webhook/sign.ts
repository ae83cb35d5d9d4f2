import { createHmac, timingSafeEqual } from "node:crypto"

/** The signature header's name and value format: "sha256=" + hex HMAC-SHA256 of the exact body bytes. */
export const WEBHOOK_SIGNATURE_HEADER = "X-Webhook-Signature"

export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`
}

/** What a receiver does: recompute over the raw body and compare in constant time. */
export function verifyWebhookSignature(body: string, secret: string, header: string | null): boolean {
  if (!header) return false
  const expected = Buffer.from(signWebhookBody(body, secret))
  const given = Buffer.from(header)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
