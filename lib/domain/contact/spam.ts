import { SPAM_REASONS } from "@/lib/copy/inbox"

import { MIN_FILL_MS } from "./config"

export type SpamVerdict = { folder: "inbox" | "spam"; possible_spam: boolean; spam_reason: string }

export type SpamSignals = {
  /** What a bot typed into the hidden field ("" for people). */
  honeypot: string
  /** Milliseconds since the page opened as the server's signed token says; null when there was no valid token. */
  tokenAgeMs: number | null
}

/**
 * Never a reason to drop a message: a strong signal (the honeypot) sends it to Spam, weak ones alone (timing)
 * keep it in the inbox marked "Possible spam". The reasons are stored for the person who reviews it.
 */
export function spamVerdict({ honeypot, tokenAgeMs }: SpamSignals): SpamVerdict {
  const strong: string[] = []
  const weak: string[] = []
  if (honeypot.trim()) strong.push(SPAM_REASONS.honeypot)
  if (tokenAgeMs === null) weak.push(SPAM_REASONS.noToken)
  else if (tokenAgeMs < MIN_FILL_MS) weak.push(SPAM_REASONS.tooFast(tokenAgeMs))
  const reasons = [...strong, ...weak].join("; ")
  if (strong.length) return { folder: "spam", possible_spam: false, spam_reason: reasons }
  return { folder: "inbox", possible_spam: weak.length > 0, spam_reason: reasons }
}
