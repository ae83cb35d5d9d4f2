import "server-only"

import ical from "ical-generator"

import { eventJsonLd, splitEvents, toEventView, type EventView } from "@/lib/domain/content/event"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { absoluteUrl, SITE } from "@/lib/domain/site"
import type { DocumentRow } from "@/lib/domain/types"
import { siteTimeZone } from "@/lib/data/schedule"
import { EVENT_TYPE } from "@/lib/domain/content/event"

import { getEventSeats, getPublicPersonBySlugAnon, getPublishedSiteDocument, listPublishedSiteDocuments } from "./public-reads"

/** The site's zone: event times are shown in it (Intl with the page's locale). */
export const eventDisplayZone = (): string => siteTimeZone()

/** Published events of a language, upcoming (soonest first) apart from past ones; none when the database fails. */
export async function listEvents(locale: Locale = DEFAULT_LOCALE, now = new Date()): Promise<{ upcoming: EventView[]; past: EventView[] }> {
  try {
    return splitEvents((await listPublishedSiteDocuments(EVENT_TYPE.name, locale)).map(toEventView), now)
  } catch (error) {
    console.error("[events] listing events failed", error)
    return { upcoming: [], past: [] }
  }
}

export async function findEvent(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<EventView | null> {
  const row = await getPublishedSiteDocument(EVENT_TYPE.name, slug, locale)
  return row ? toEventView(row) : null
}

/** The speakers' names, from People (a slug that names nobody public is left out). */
export async function speakerNames(slugs: readonly string[]): Promise<string[]> {
  const people = await Promise.all(slugs.map((s) => getPublicPersonBySlugAnon(s).catch(() => null)))
  return people.filter((p) => p !== null).map((p) => p.name)
}

export const eventUrl = (event: Pick<EventView, "slug">, locale: Locale) => absoluteUrl(localizedPath(locale, `/events/${event.slug}`))

/**
 * What an event's page shows beside its fields: the speakers' names, its schema.org Event, whether it is full
 * (registrations counted reach its capacity) and whether it offers the registration form now.
 */
export async function eventPage(row: DocumentRow, locale: Locale, now = new Date()) {
  const event = toEventView(row)
  const [speakers, seats] = await Promise.all([
    speakerNames(event.speakers),
    getEventSeats(row).catch((error: unknown) => {
      console.error("[events] counting registrations failed", error)
      return null
    }),
  ])
  const full = event.capacity === 0 || Boolean(seats?.full)
  const ended = Date.parse(event.end) <= now.getTime()
  const jsonLd = eventJsonLd({ event, url: eventUrl(event, locale), organizer: { name: SITE.name, url: absoluteUrl("/") }, performers: speakers, full })
  return { event, speakers, full, ended, registration: Boolean(seats?.open) && !full && !ended, jsonLd, zone: eventDisplayZone() }
}

/** The event as an iCalendar file (one VEVENT, times in UTC), for "Add to calendar". */
export function eventCalendar(event: EventView, locale: Locale): string {
  const url = eventUrl(event, locale)
  const calendar = ical({ prodId: { company: SITE.name, product: "Events", language: locale.toUpperCase() }, name: event.title })
  calendar.createEvent({
    id: `${event.id}@${new URL(absoluteUrl("/")).host}`,
    start: new Date(event.start),
    end: new Date(event.end),
    stamp: new Date(event.updatedAt),
    summary: event.title,
    description: event.summary,
    location: event.online ? event.joinUrl || url : [event.place, event.address].filter(Boolean).join(", "),
    url,
  })
  return calendar.toString()
}
