import "server-only"

import { z } from "zod"

import { openAnalyticsStore } from "@/lib/backend"
import type { AnalyticsStore } from "@/lib/backend/types"
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
import { MAX_HELD_VIEWS, VIEW_BATCH, agentOf, createDayClock, pageViewRow, visitorHash as hashVisitor } from "@/lib/server/analytics/views"
import { refreshCacheTargets } from "@/lib/server/cache/revalidate"
import { isBuildPhase, serverEnv } from "@/lib/server/env"

import { requirePermission } from "./auth"
import { resolveBackend } from "./backend"
import { parseInput } from "./errors"

/**
 * First-party page views: counted without cookies or stored addresses, written in batches, rolled up for the
 * reports (lib/data/analytics-report.ts). docs/analytics.md says what is kept and for how long.
 */

const SETTINGS_KEY = "analytics"
/** How long a server trusts its copy of the switch; a change on this server applies at once. */
const SETTINGS_TTL_MS = 10_000
/** The background writer looks for closed days to roll up (and runs the prune) at most this often. */
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
  /** The day of an instant in the site's time zone, without building a date formatter per view. */
  dayOf: (at: Date, timeZone: string) => string
  /** Days (site time zone) this server has written views of since it last rolled them up. */
  dirty: Set<string>
  lastRollup: number
  lastPrune: number
}
const WRITER = Symbol.for("lumora.analytics-writer")
const FLUSH_HOOKS = Symbol.for("lumora.shutdown-flush-hooks")
/**
 * Views counted elsewhere in this process and not written yet (the production server's intake thread, see
 * lib/site/analytics/view-intake.ts): written before a lead's journey is read, before a report's roll-up and before a delete.
 */
const PENDING_VIEWS = Symbol.for("lumora.analytics-pending-views")
/** Called when this server changes the analytics settings (the intake thread's copy is refreshed at once). */
const SETTINGS_LISTENERS = Symbol.for("lumora.analytics-settings-listeners")

function processSet<T>(key: symbol): Set<T> {
  const g = globalThis as unknown as Record<symbol, Set<T> | undefined>
  return (g[key] ??= new Set())
}

/** `flush` writes views held outside this module (by their batch's own path, writePageViews); returns the unsubscribe. */
export function addPendingViews(flush: () => Promise<void>): () => void {
  processSet<() => Promise<void>>(PENDING_VIEWS).add(flush)
  return () => processSet<() => Promise<void>>(PENDING_VIEWS).delete(flush)
}

/** `listener` runs after this server changed the analytics settings. */
export function onAnalyticsSettingsChange(listener: () => void): () => void {
  processSet<() => void>(SETTINGS_LISTENERS).add(listener)
  return () => processSet<() => void>(SETTINGS_LISTENERS).delete(listener)
}

/** Writes every view this process holds: the writer's batch and those held elsewhere. */
async function flushAll(w: Writer): Promise<void> {
  await Promise.all([w.batcher.flush(), ...[...processSet<() => Promise<void>>(PENDING_VIEWS)].map((flush) => flush())])
}

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
      dayOf: createDayClock(),
      dirty: new Set(),
      lastRollup: 0,
      lastPrune: 0,
      batcher: createBatcher<PageView>({
        maxDelayMs: VIEW_BATCH.maxDelayMs,
        maxItems: VIEW_BATCH.maxItems,
        write: (views) => insertViews(w, views),
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

function dayOf(w: Writer, at: Date): string {
  return w.dayOf(at, timeZone())
}

/** The day's visitor hash (lib/server/analytics/views.ts); the address itself is never kept. */
async function visitorHash(w: Writer, ip: string, userAgent: string, at = new Date()): Promise<string> {
  return hashVisitor(await saltOf(w, dayOf(w, at)), ip, userAgent, SITE.url)
}

/** One batch into the store (a view id already stored is skipped), then the roll-ups of its days when due. */
async function insertViews(w: Writer, views: PageView[]): Promise<void> {
  await w.store.insert(views)
  for (const v of views) w.dirty.add(dayOf(w, new Date(v.occurred_at)))
  void maintain(w)
}

/**
 * Roll-ups and the retention prune, at most every minute / hour. A day's roll-up reads all its raw views: its cost
 * grows with the day (about 1 s of a core per 300,000 views on PostgreSQL; on the embedded database it holds up
 * every request of the server while it runs), so the open day is rolled up only when someone reads it. A report
 * (force, `settleAnalytics`) and a server's first roll-up take today and yesterday, whoever wrote them. In the
 * background, only a closed day this server has written views of is rolled up: yesterday, once after midnight and
 * again when late views arrive. Every reader of the roll-ups settles first, so none reads a stale open day.
 */
async function maintain(w: Writer, force = false): Promise<void> {
  const now = Date.now()
  if (!force && now - w.lastRollup < ROLLUP_EVERY_MS) return
  const first = w.lastRollup === 0
  w.lastRollup = now
  const tz = timeZone()
  const today = dayInZone(new Date(now), tz)
  const yesterday = addDays(today, -1)
  const days = force || first ? [yesterday, today] : [yesterday].filter((d) => w.dirty.has(d))
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

export type ViewClient = { ip: string; userAgent: string }

export type RecordResult = { counted: true } | { counted: false; reason: "bot" | "off" | "unavailable" | "busy" }

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
  // The writer is behind: refused, not held (a crash would lose it; memory would grow).
  if (w.batcher.held() >= MAX_HELD_VIEWS) return { counted: false, reason: "busy" }
  const at = new Date()
  w.batcher.push(pageViewRow(input, input.content, at, await visitorHash(w, client.ip, client.userAgent, at), agent.device))
  return { counted: true }
}

/** What counting a view needs besides its request, for an intake that counts views itself (lib/site/analytics/view-intake.ts). */
export type ViewCountingState = { enabled: boolean; siteUrl: string; timeZone: string; salt: { day: string; value: string } | null }

/**
 * PUBLIC: the switch (false when there is no analytics store), the site and its time zone, and the salt of `day`
 * (today in the site's time zone by default; only when counting is on).
 */
export async function viewCountingState(day?: string): Promise<ViewCountingState> {
  const base = { siteUrl: SITE.url, timeZone: timeZone() }
  const w = await writer()
  if (!w || !(await currentSettings(w)).enabled) return { ...base, enabled: false, salt: null }
  const wanted = day ?? dayOf(w, new Date())
  return { ...base, enabled: true, salt: { day: wanted, value: await saltOf(w, wanted) } }
}

/**
 * PUBLIC: writes a batch of views counted by such an intake (rows built by lib/server/analytics/views.ts with the
 * salt of viewCountingState). Throws when the write fails, so the caller keeps the batch for its next one.
 */
export async function writePageViews(views: PageView[]): Promise<void> {
  const w = await writer()
  if (w && views.length) await insertViews(w, views)
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
  await flushAll(w)
  const visitor = await visitorHash(w, client.ip, client.userAgent, at)
  // Views older than one day cannot share today's hash; a visit can reach back at most to the previous day.
  const views = await w.store.visitorViews(visitor, new Date(at.getTime() - 24 * 60 * 60_000 - VISIT_GAP_MS).toISOString())
  return { journey: views ? leadJourney(views, at.toISOString()) : null, visitor }
}

/** For reports and tests: writes what this server holds and refreshes the open days' roll-ups. */
export async function settleAnalytics(): Promise<void> {
  const w = await writer()
  if (!w) return
  await flushAll(w)
  await maintain(w, true)
}

/** The roll-ups of any range of days (tests and backfills); the background writer keeps only today and yesterday. */
export async function rollupDays(range: DayRange): Promise<void> {
  const w = await writer()
  if (!w) return
  await flushAll(w)
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
  for (const listener of processSet<() => void>(SETTINGS_LISTENERS)) listener()
  await refreshCacheTargets({ tags: [], paths: [{ path: "/", type: "layout" }] })
  return value
}

/** The owner and admins delete every counted view and roll-up (leads keep their journeys). */
export async function clearAnalyticsData(): Promise<void> {
  await requirePermission("settings")
  const w = await writer()
  if (w) await flushAll(w)
  const { backend } = await resolveBackend()
  await backend.analytics.clear()
}
