import "server-only"

import { EVENTS_PUBLIC } from "@/lib/copy/events"
import { EVENT_TYPE, toEventView } from "@/lib/domain/content/event"
import { localizedCacheTargets } from "@/lib/domain/content/types"
import { DataError } from "@/lib/domain/errors"
import type { Locale } from "@/lib/domain/i18n"
import type { DocumentRow } from "@/lib/domain/types"
import { LEAD_FIELDS, leadFieldErrors, leadFormSchemaFor, type LeadFieldErrors, type LeadFormResult } from "@/lib/domain/schemas/lead-form"
import { refreshCacheTargets } from "@/lib/server/cache/revalidate"

import { refuse, runLeadForm, type LeadFailure, type LeadIntake } from "./lead-form"
import { createEventRegistration, eventRegistrations } from "./messages"
import { getPublishedDocument } from "./site-documents"

/**
 * Event registration: the event's lead form. A visitor gives a name, an e-mail address and optionally an
 * organisation; the registration goes through the lead pipeline (lib/data/lead-form.ts) and is stored as a message
 * of kind "event_registration". Only while registration is open, the event has not ended and a seat is left: the
 * store locks the event's row and counts in the insert's transaction (SQL) or in one database function (Supabase),
 * so the last seat goes to exactly one.
 */

export type EventSeats = { capacity: number | null; taken: number | null; open: boolean; full: boolean; ended: boolean }

/** Whether an event takes registrations now (`taken` null: counting failed just now, so it takes none). */
export async function eventSeats(row: DocumentRow, now = Date.now()): Promise<EventSeats> {
  const event = toEventView(row)
  const taken = await eventRegistrations(event.id).catch(() => null)
  const full = event.capacity !== null && taken !== null && taken >= event.capacity
  const ended = Date.parse(event.end) <= now
  return { capacity: event.capacity, taken, full, ended, open: event.registrationOpen && !ended && taken !== null }
}

/** PUBLIC: the registration form's submit. 200 once stored; 409 with words when closed or full; 400, 404, 429. */
export async function submitEventRegistration(slug: unknown, raw: unknown, opts: LeadIntake): Promise<LeadFormResult> {
  return runLeadForm(raw, opts, {
    consent: "registration",
    fields: LEAD_FIELDS,
    parse: (m, values) => leadFormSchemaFor(m).safeParse(values),
    fieldErrors: leadFieldErrors,
    subject: async (locale: Locale) => {
      const words = EVENTS_PUBLIC[locale] ?? EVENTS_PUBLIC.en
      const row = await getPublishedDocument(EVENT_TYPE.name, slug, locale)
      if (!row) return refuse("not-found", words.register.notAvailable)
      const seats = await eventSeats(row, opts.now?.())
      if (seats.taken === null) return refuse("not-found", words.register.notAvailable)
      if (seats.ended || !toEventView(row).registrationOpen) return refuse("refused", words.registrationClosed)
      if (seats.full) return refuse("refused", words.full)
      return { row, capacity: seats.capacity, words }
    },
    store: async ({ data, server, locale }, { row, capacity, words }): Promise<{ ok: true } | LeadFailure<LeadFieldErrors>> => {
      try {
        await createEventRegistration(data, { ...server, event: { id: row.id, title: row.title }, capacity })
      } catch (error) {
        if (error instanceof DataError && error.reason === "event_full") return { ok: false, errors: [words.full], fieldErrors: {}, reason: "refused" }
        throw error
      }
      // The page counts its seats: it shows "full" once the last one is taken.
      await refreshCacheTargets(localizedCacheTargets(EVENT_TYPE.cacheTargets(row), locale))
      return { ok: true }
    },
  })
}
