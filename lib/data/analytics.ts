import "server-only"

import { createHash } from "node:crypto"
import { z } from "zod"

import { openAnalyticsStore } from "@/lib/backend"
import type { AnalyticsStore } from "@/lib/backend/types"
import { deviceClass, isBot } from "@/lib/domain/analytics/classify"
import { leadJourney } from "@/lib/domain/analytics/journey"
import type { BeaconInput } from "@/lib/domain/analytics/beacon"
import {
  ANALYTICS_RETENTION_RANGE,
  DEFAULT_ANALYTICS_SETTINGS,
  VISIT_GAP_MS,
  type AnalyticsSettings,
  type ContentRef,
  type DayRange,
  type LeadJourney,
  type PageView,
} from "@/lib/domain/analytics/types"
import { addDays, dayBounds, dayInZone } from "@/lib/domain/analytics/days"
import { SITE } from "@/lib/domain/site"
import { createBatcher, type Batcher } from "@/lib/server/analytics/batcher"
import { refreshCacheTargets } from "@/lib/server/cache/revalidate"
import { isBuildPhase, serverEnv } from "@/lib/server/env"

import { requirePermission } from "./auth"
import { resolveBackend } from "./backend"
import { parseInput } from "./errors"

/**
 * First-party page views: counted without cookies or stored addresses, written in batches, rolled up for the
 * reports (lib/data/analytics-report.ts). docs/analytics.md says what is kept and for how long.
 */

/** How long a counted view may wait in memory before its batch is written: the most a crash can lose. */
export const ANALYTICS_FLUSH_MS = 1000
const SETTINGS_KEY = "analytics"
/** How long a server trusts its copy of the switch; a change on this server applies at once. */
const SETTINGS_TTL_MS = 10_000
/** Roll-ups of the open days are refreshed at most this often by the background writer. */
const ROLLUP_EVERY_MS = 60_000
/** Raw views younger than this many days are never pruned: today and yesterday, whatever the time zone. */
const MIN_KEPT_DAYS = 2
const PRUNE_EVERY_MS = 60 * 60_000

const settingsSchema = z.object({
  enabled: z.boolean({ error: "Choose on or off" }),
  retentionDays: z.coerce
    .number({ error: "Enter a number of days" })
    .int("Enter a whole number of days")
    .min(ANALYTICS_RETENTION_RANGE.min, `Keep raw views at least ${ANALYTICS_RETENTION_RANGE.min} day`)
    .max(ANALYTICS_RETENTION_RANGE.max, `Keep raw views at most ${ANALYTICS_RETENTION_RANGE.max} days`),
})

function fromStored(raw: unknown): AnalyticsSettings {
  const parsed = settingsSchema.safeParse({ ...DEFAULT_ANALYTICS_SETTINGS, ...(raw && typeof raw === "object" ? raw : {}) })
  return parsed.success ? parsed.data : DEFAULT_ANALYTICS_SETTINGS
}

/** Process-wide state: one writer per server process, shared by every request it serves. */
type Writer = {
  store: AnalyticsStore
  batcher: Batcher<PageView>
  salts: Map<string, Promise<string>>
  settings: { value: AnalyticsSettings; at: number } | null
  settingsRead: Promise<AnalyticsSettings> | null
  /** The current day in the site's time zone and its bounds (ms), so a view does not build a date formatter. */
  day: { day: string; timeZone: string; start: number; end: number } | null
  /** Days (site time zone) this server has written views of since it last rolled them up. */
  dirty: Set<string>
  lastRollup: number
  lastPrune: number
}
const WRITER = Symbol.for("lumora.analytics-writer")
const FLUSH_HOOKS = Symbol.for("lumora.shutdown-flush-hooks")

/** Tests: the writer works on this store (a harness database) from now on; null goes back to the default. */
export function replaceAnalyticsStore(store: AnalyticsStore | null): void {
  const g = globalThis as unknown as Record<symbol, unknown>
  delete g[WRITER]
  storeOverride = store
}
let storeOverride: AnalyticsStore | null = null

async function writer(): Promise<Writer | null> {
  const g = globalThis as unknown as Record<symbol, Promise<Writer | null> | undefined>
  g[WRITER] ??= (storeOverride ? Promise.resolve(storeOverride) : openAnalyticsStore()).then((store) => {
    if (!store) return null
    const w: Writer = {
      store,
      salts: new Map(),
      settings: null,
      settingsRead: null,
      day: null,
      dirty: new Set(),
      lastRollup: 0,
      lastPrune: 0,
      batcher: createBatcher<PageView>({
        maxDelayMs: ANALYTICS_FLUSH_MS,
        maxItems: 2000,
        write: async (views) => {
          await store.insert(views)
          for (const v of views) w.dirty.add(dayOf(w, new Date(v.occurred_at)))
          void maintain(w)
        },
        onError: (error) => console.error("[analytics] writing page views failed; retried with the next batch", error),
      }),
    }
    // Under server/index.mjs: views waiting for their batch are written at shutdown, before the database closes.
    const flushHooks = (globalThis as unknown as Record<symbol, Set<() => Promise<void>> | undefined>)[FLUSH_HOOKS]
    flushHooks?.add(() => w.batcher.flush())
    return w
  })
  const w = await g[WRITER]!
  if (!w) g[WRITER] = undefined
  return w
}

/**
 * The switch and the retention as this server knows them. Past SETTINGS_TTL_MS the known value still answers while
 * one read refreshes it in the background: under a stream of views, every view waiting for its own read would stack
 * up reads behind the database's other work.
 */
async function currentSettings(w: Writer): Promise<AnalyticsSettings> {
  const known = w.settings
  if (known && Date.now() - known.at < SETTINGS_TTL_MS) return known.value
  w.settingsRead ??= getAnalyticsSettings()
    .then((value) => {
      w.settings = { value, at: Date.now() }
      return value
    })
    .finally(() => (w.settingsRead = null))
  if (known) {
    w.settingsRead.catch((error) => console.error("[analytics] reading the settings failed; the known ones stay", error))
    return known.value
  }
  return w.settingsRead
}

function timeZone(): string {
  return serverEnv().SITE_TIME_ZONE
}

/** The salt of `day`, fetched (or created) once per server per day. */
function saltOf(w: Writer, day: string): Promise<string> {
  let salt = w.salts.get(day)
  if (!salt) {
    salt = w.store.salt(day)
    w.salts.clear()
    w.salts.set(day, salt)
    salt.catch(() => w.salts.delete(day))
  }
  return salt
}

/**
 * The day of `at` in the site's time zone, worked out once per day: building an Intl.DateTimeFormat for every view
 * cost about an eighth of the server's CPU under the beacon load of bench/analytics.mjs.
 */
function dayOf(w: Writer, at: Date): string {
  const t = at.getTime()
  const tz = timeZone()
  const known = w.day
  if (known && known.timeZone === tz && t >= known.start && t < known.end) return known.day
  const day = dayInZone(at, tz)
  const { start, end } = dayBounds(day, tz)
  w.day = { day, timeZone: tz, start: Date.parse(start), end: Date.parse(end) }
  return day
}

/** The day's visitor hash: SHA-256 of the salt, address, user agent and site; the address itself is never kept. */
async function visitorHash(w: Writer, ip: string, userAgent: string, at = new Date()): Promise<string> {
  const salt = await saltOf(w, dayOf(w, at))
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}\n${SITE.url}`).digest("base64url").slice(0, 32)
}

/**
 * Roll-ups of today and yesterday (late views), and the retention prune, at most every minute / hour. A report
 * (force) and a server's first roll-up take both days, whoever wrote them; after that, only the ones this server
 * has written views of since (today, and yesterday only when late views arrived): a day's roll-up reads all its raw
 * views, and on the embedded database it holds up every request of the server while it runs (about 1.5 s for a
 * day of 50,000 views).
 */
async function maintain(w: Writer, force = false): Promise<void> {
  const now = Date.now()
  if (!force && now - w.lastRollup < ROLLUP_EVERY_MS) return
  const first = w.lastRollup === 0
  w.lastRollup = now
  const tz = timeZone()
  const today = dayInZone(new Date(now), tz)
  const yesterday = addDays(today, -1)
  const days = force || first ? [yesterday, today] : [yesterday, today].filter((d) => w.dirty.has(d))
  for (const day of days) w.dirty.delete(day)
  try {
    for (const day of days) {
      const { start, end } = dayBounds(day, tz)
      await w.store.rollup(day, start, end)
    }
    // Days before yesterday are not rolled up again in the background (their raw views may be partly pruned).
    for (const day of w.dirty) if (day < yesterday) w.dirty.delete(day)
    // The retention as this server last read it (every counted view refreshes it): this runs after a batch write,
    // outside any request, where the settings cannot be read. Without one yet, the prune waits for the next time.
    const retentionDays = w.settings?.value.retentionDays
    if (retentionDays !== undefined && now - w.lastPrune >= PRUNE_EVERY_MS) {
      w.lastPrune = now
      // Today's and yesterday's raw views are always kept, whatever the retention: their roll-ups are recomputed
      // from them (a 1-day retention would otherwise shrink yesterday's totals).
      await w.store.prune(Math.max(MIN_KEPT_DAYS, retentionDays))
    }
  } catch (error) {
    for (const day of days) w.dirty.add(day)
    w.lastRollup = 0
    console.error("[analytics] roll-up failed", error)
    if (force) throw error
  }
}

/**
 * The bot and device rules of a user agent, remembered for the last few hundred: a site's views come from a small
 * set of browsers, and the bot rule is a long pattern.
 */
const agents = new Map<string, { bot: boolean; device: PageView["device"] }>()
const AGENTS_KEPT = 500
function agentOf(userAgent: string): { bot: boolean; device: PageView["device"] } {
  let known = agents.get(userAgent)
  if (!known) {
    if (agents.size >= AGENTS_KEPT) agents.clear()
    known = { bot: isBot(userAgent), device: deviceClass(userAgent) }
    agents.set(userAgent, known)
  }
  return known
}

export type ViewClient = { ip: string; userAgent: string }

export type RecordResult = { counted: true } | { counted: false; reason: "bot" | "off" | "unavailable" }

/**
 * PUBLIC: counts one page view from the beacon (already parsed and limited by the route). Bots and a switched-off
 * site are answered the same as a counted view; the view is written with the next batch.
 */
export async function recordPageView(input: BeaconInput & { content: ContentRef | null }, client: ViewClient): Promise<RecordResult> {
  const agent = agentOf(client.userAgent)
  if (agent.bot) return { counted: false, reason: "bot" }
  const w = await writer()
  if (!w) return { counted: false, reason: "unavailable" }
  if (!(await currentSettings(w)).enabled) return { counted: false, reason: "off" }
  const at = new Date()
  w.batcher.push({
    id: input.id,
    occurred_at: at.toISOString(),
    visitor: await visitorHash(w, client.ip, client.userAgent, at),
    path: input.path,
    content_type: input.content?.type ?? null,
    content_id: input.content?.id ?? null,
    referrer: input.referrer,
    utm: input.utm,
    device: agent.device,
    language: input.language,
  })
  return { counted: true }
}

/**
 * The journey of a lead sent now by this client: the views of its current visit (this server's pending ones
 * written first), and the visitor hash for a backend that reads the visit itself. Both null when counting is off
 * or the sender looks like a bot; journey null when no view of this visit was counted.
 */
export async function leadJourneyFor(client: ViewClient, at = new Date()): Promise<{ journey: LeadJourney | null; visitor: string | null }> {
  const none = { journey: null, visitor: null }
  if (agentOf(client.userAgent).bot) return none
  const w = await writer()
  if (!w || !(await currentSettings(w)).enabled) return none
  await w.batcher.flush()
  const visitor = await visitorHash(w, client.ip, client.userAgent, at)
  // Views older than one day cannot share today's hash; a visit can reach back at most to the previous day.
  const views = await w.store.visitorViews(visitor, new Date(at.getTime() - 24 * 60 * 60_000 - VISIT_GAP_MS).toISOString())
  return { journey: views ? leadJourney(views, at.toISOString()) : null, visitor }
}

/** For reports and tests: writes what this server holds and refreshes the open days' roll-ups. */
export async function settleAnalytics(): Promise<void> {
  const w = await writer()
  if (!w) return
  await w.batcher.flush()
  await maintain(w, true)
}

/** The roll-ups of any range of days (tests and backfills); the background writer keeps only today and yesterday. */
export async function rollupDays(range: DayRange): Promise<void> {
  const w = await writer()
  if (!w) return
  await w.batcher.flush()
  const tz = timeZone()
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const { start, end } = dayBounds(day, tz)
    await w.store.rollup(day, start, end)
  }
}

/** PUBLIC: the switch and the retention, for public pages (the beacon, the privacy policy) when they render. */
export async function getPublicAnalyticsSettings(): Promise<AnalyticsSettings> {
  if (isBuildPhase()) return DEFAULT_ANALYTICS_SETTINGS
  try {
    const { backend } = await resolveBackend()
    return fromStored((await backend.settings.all())[SETTINGS_KEY])
  } catch {
    return DEFAULT_ANALYTICS_SETTINGS
  }
}

export async function getAnalyticsSettings(): Promise<AnalyticsSettings> {
  const { backend } = await resolveBackend()
  return fromStored((await backend.settings.all())[SETTINGS_KEY])
}

/** The owner and admins turn counting on or off and set the retention; every public page is refreshed. */
export async function updateAnalyticsSettings(input: unknown): Promise<AnalyticsSettings> {
  await requirePermission("settings")
  const value = parseInput(settingsSchema, input)
  const { backend } = await resolveBackend()
  await backend.settings.set(SETTINGS_KEY, value)
  const w = await writer()
  if (w) w.settings = { value, at: Date.now() }
  await refreshCacheTargets({ tags: [], paths: [{ path: "/", type: "layout" }] })
  return value
}

/** The owner and admins delete every counted view and roll-up (leads keep their journeys). */
export async function clearAnalyticsData(): Promise<void> {
  await requirePermission("settings")
  const w = await writer()
  await w?.batcher.flush()
  const { backend } = await resolveBackend()
  await backend.analytics.clear()
}
