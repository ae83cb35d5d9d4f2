import { createHash } from "node:crypto"

import type { BeaconInput } from "@/lib/domain/analytics/beacon"
import { deviceClass, isBot } from "@/lib/domain/analytics/classify"
import { dayBounds, dayInZone } from "@/lib/domain/analytics/days"
import type { ContentRef, PageView } from "@/lib/domain/analytics/types"

/**
 * The parts of counting a view that both intakes share: the app's own (lib/data/analytics.ts, under `next dev` and
 * wherever server/index.mjs does not run) and the production server's worker thread
 * (lib/server/analytics/intake-worker.ts). One module, so the hash, the bot rule and the row are the same in both.
 */

/** Views wait in memory at most this long before their batch is written (the most a crash can lose), or until this many wait. */
export const VIEW_BATCH = { maxDelayMs: 1000, maxItems: 2000 } as const

/**
 * The most views a server holds before they are written (about 5 seconds at 2,000 a second): beyond it, a view is
 * refused (429) rather than taken, so a database that cannot keep up never makes a crash lose more than this, and
 * memory stays bounded. The answer is a 4xx: the beacon is not retried, the view is simply not counted.
 */
export const MAX_HELD_VIEWS = 10_000

/** The day's visitor hash: SHA-256 of the salt, address, user agent and site; the address itself is never kept. */
export function visitorHash(salt: string, ip: string, userAgent: string, siteUrl: string): string {
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}\n${siteUrl}`).digest("base64url").slice(0, 32)
}

export type AgentClass = { bot: boolean; device: PageView["device"] }

/**
 * The bot and device rules of a user agent, remembered for the last few hundred: a site's views come from a small
 * set of browsers, and the bot rule is a long pattern.
 */
const agents = new Map<string, AgentClass>()
const AGENTS_KEPT = 500
export function agentOf(userAgent: string): AgentClass {
  let known = agents.get(userAgent)
  if (!known) {
    if (agents.size >= AGENTS_KEPT) agents.clear()
    known = { bot: isBot(userAgent), device: deviceClass(userAgent) }
    agents.set(userAgent, known)
  }
  return known
}

/**
 * The day of an instant in the site's time zone, worked out once per day: building an Intl.DateTimeFormat for every
 * view cost about an eighth of the server's CPU under the beacon load of bench/analytics.mjs.
 */
export function createDayClock(): (at: Date, timeZone: string) => string {
  let known: { day: string; timeZone: string; start: number; end: number } | null = null
  return (at, timeZone) => {
    const t = at.getTime()
    if (known && known.timeZone === timeZone && t >= known.start && t < known.end) return known.day
    const day = dayInZone(at, timeZone)
    const { start, end } = dayBounds(day, timeZone)
    known = { day, timeZone, start: Date.parse(start), end: Date.parse(end) }
    return day
  }
}

/** The stored row of a counted view. */
export function pageViewRow(input: BeaconInput, content: ContentRef | null, at: Date, visitor: string, device: PageView["device"]): PageView {
  return {
    id: input.id,
    occurred_at: at.toISOString(),
    visitor,
    path: input.path,
    content_type: content?.type ?? null,
    content_id: content?.id ?? null,
    referrer: input.referrer,
    utm: input.utm,
    device,
    language: input.language,
  }
}
