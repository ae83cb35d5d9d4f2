import "server-only"

import type { Scheduled } from "@/lib/domain/types"
import { isBuildPhase, serverEnv } from "@/lib/server/env"
import { zonedToUtc } from "@/lib/domain/schedule/time-zone"

import { resolveBackend } from "./backend"
import { DataError } from "./errors"

/** The site's time zone for schedules (SITE_TIME_ZONE, default UTC). */
export function siteTimeZone(): string {
  return serverEnv().SITE_TIME_ZONE
}

/**
 * The publish box as stored: Published checked → live now; otherwise a Schedule in the future → Scheduled
 * (published with that publish_at); a Schedule already past → live at once; neither → Draft.
 */
export function toScheduled<I extends { published: boolean; schedule: string }>(input: I, now = Date.now()): Scheduled<I> {
  if (input.published || !input.schedule) return { ...input, publish_at: null }
  const at = zonedToUtc(input.schedule, siteTimeZone())
  if (!at) throw new DataError("validation", "Enter a valid date and time", { fieldErrors: { schedule: ["Enter a valid date and time"] } })
  if (Date.parse(at) <= now) return { ...input, published: true, publish_at: null }
  return { ...input, published: true, publish_at: at }
}

/** The earliest time a scheduled document of any type goes live (public: only the instant, never the record). */
export async function nextPublishAt(): Promise<string | null> {
  if (isBuildPhase()) return null
  const { backend } = await resolveBackend()
  return backend.documents.nextPublishAt()
}
