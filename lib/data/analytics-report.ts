import "server-only"

import { z } from "zod"

import { addDays, dayBounds, dayInZone, daysBetween } from "@/lib/domain/analytics/days"
import { buildReport, topPost } from "@/lib/domain/analytics/report"
import { ANALYTICS_DIMENSIONS, type AnalyticsReport, type AnalyticsSummary, type DayRange } from "@/lib/domain/analytics/types"
import { serverEnv } from "@/lib/server/env"

import { settleAnalytics } from "./analytics"
import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { parseInput } from "./errors"
import { DataError } from "@/lib/domain/errors"

/** The ranges Admin → Analytics offers; "custom" takes from/to (days in the site's time zone). */
export const REPORT_PRESETS = ["7", "30", "90", "custom"] as const
export type ReportPreset = (typeof REPORT_PRESETS)[number]
const MAX_RANGE_DAYS = 400

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")

const rangeSchema = z.object({
  range: z.enum(REPORT_PRESETS, { error: "Choose 7, 30 or 90 days, or a custom range" }).default("30"),
  from: DAY.optional(),
  to: DAY.optional(),
})

/** A calendar day that exists (no February 30). */
const realDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day

export type ReportQuery = { range?: string; from?: string; to?: string }

/** A preset or custom range as whole days ending today (site time zone); refuses a reversed or too long range. */
export function resolveRange(input: unknown, today = dayInZone(new Date(), serverEnv().SITE_TIME_ZONE)): DayRange & { preset: ReportPreset } {
  const q = parseInput(rangeSchema, input ?? {})
  if (q.range !== "custom") return { preset: q.range, from: addDays(today, -(Number(q.range) - 1)), to: today }
  if (!q.from || !q.to) throw new DataError("validation", "Choose a start and an end date", { fieldErrors: { from: ["Choose a start date"], to: ["Choose an end date"] } })
  if (!realDay(q.from) || !realDay(q.to)) throw new DataError("validation", "That date does not exist")
  if (q.from > q.to) throw new DataError("validation", "The start date must be on or before the end date", { fieldErrors: { from: ["The start date must be on or before the end date"] } })
  if (daysBetween(q.from, q.to).length > MAX_RANGE_DAYS) throw new DataError("validation", `Choose at most ${MAX_RANGE_DAYS} days`)
  return { preset: "custom", from: q.from, to: q.to }
}

/** Editors and up: the report of a range, read from the roll-ups (the open days refreshed first). */
export async function getAnalyticsReport(input: unknown): Promise<AnalyticsReport & { preset: ReportPreset }> {
  await requireContentAccess()
  const { preset, ...range } = resolveRange(input)
  return { ...(await reportOf(range)), preset }
}

async function reportOf(range: DayRange): Promise<AnalyticsReport> {
  await settleAnalytics()
  const tz = serverEnv().SITE_TIME_ZONE
  const { backend } = await resolveBackend()
  const start = dayBounds(range.from, tz).start
  const end = dayBounds(range.to, tz).end
  const oneDay = range.from === range.to
  const [daily, hourly, leads] = await Promise.all([
    backend.analytics.daily(range, [...ANALYTICS_DIMENSIONS]),
    oneDay ? backend.analytics.hourly(start, end, ["total"]) : Promise.resolve(null),
    backend.analytics.leads(start, end),
  ])
  const buckets = oneDay ? hoursBetween(start, end) : daysBetween(range.from, range.to)
  return buildReport({ range, daily, hourly, buckets, leads })
}

function hoursBetween(start: string, end: string): string[] {
  const hours: string[] = []
  for (let t = Date.parse(start); t < Date.parse(end); t += 3_600_000) hours.push(new Date(t).toISOString())
  return hours
}

/**
 * The dashboard's cards: visitors this week (the last 7 days) against the 7 before, leads, the top post. Reads only
 * what they show: the daily totals of the two weeks, this week's post rows and a count of its leads (not a report's
 * every dimension, hourly series and lead breakdowns).
 */
export async function getAnalyticsSummary(): Promise<AnalyticsSummary> {
  await requireContentAccess()
  await settleAnalytics()
  const tz = serverEnv().SITE_TIME_ZONE
  const today = dayInZone(new Date(), tz)
  const weekStart = addDays(today, -6)
  const { backend } = await resolveBackend()
  const [totals, content, leads] = await Promise.all([
    backend.analytics.daily({ from: addDays(today, -13), to: today }, ["total"]),
    backend.analytics.daily({ from: weekStart, to: today }, ["content"]),
    backend.analytics.leadCount(dayBounds(weekStart, tz).start, dayBounds(today, tz).end),
  ])
  const visitors = (inWeek: boolean) => totals.filter((r) => r.bucket >= weekStart === inWeek).reduce((sum, r) => sum + r.visitors, 0)
  return { visitorsThisWeek: visitors(true), visitorsLastWeek: visitors(false), leadsThisWeek: leads, topPost: topPost(content) }
}
