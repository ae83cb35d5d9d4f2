import { EVENTS } from "@/lib/copy/events"
import type { DataField, ImageValue } from "@/lib/domain/data-fields"
import { utcToZoned, zonedToUtc } from "@/lib/domain/schedule/time-zone"
import type { DocumentRow } from "@/lib/domain/types"

import { detailsChecklist, detailsFields, detailsFormValues, detailsSchema, everyPage, LISTED } from "./document-types"
import { SITE_CONTENT_TAG } from "./cache-tags"
import { PERSON_TYPE } from "./person"
import { CONTENT_ACCESS, type ContentTypeDeclaration } from "./types"

/**
 * Events (webinars and workshops): listed at /events (upcoming first, past apart), each at /events/{slug} with an
 * "Add to calendar" file and the schema.org Event. Start and end are local times in the event's own IANA zone.
 */

const F = EVENTS.field

export const EVENT_FIELDS: readonly DataField[] = [
  { name: "summary", label: F.summary, kind: "textarea", required: true, max: 600 },
  { name: "start", label: F.start, kind: "text", required: true, max: 19, help: EVENTS.help.start },
  { name: "end", label: F.end, kind: "text", required: true, max: 19 },
  { name: "time_zone", label: F.timeZone, kind: "text", required: true, max: 64, help: EVENTS.help.timeZone },
  {
    name: "attendance",
    label: F.attendance,
    kind: "select",
    options: [
      { value: "online", label: F.online },
      { value: "in_person", label: F.inPerson },
    ],
  },
  { name: "place", label: F.place, kind: "text", max: 200 },
  { name: "address", label: F.placeAddress, kind: "text", max: 300 },
  { name: "join_url", label: F.joinUrl, kind: "url" },
  { name: "speakers", label: F.speakers, kind: "lines", max: 12, itemMax: 120, help: EVENTS.help.speakers, references: PERSON_TYPE.name, referenceMissing: EVENTS.error.speakerUnknown },
  { name: "cover", label: F.cover, kind: "image" },
  { name: "capacity", label: F.capacity, kind: "text", max: 7, help: EVENTS.help.capacity },
  { name: "registration_open", label: F.registrationOpen, kind: "checkbox" },
  { name: "body", label: F.body, kind: "markdown", max: 20_000 },
]

/** The zones Intl knows (its own list, no hand-kept one); UTC is always accepted. */
export function isKnownTimeZone(tz: string): boolean {
  return tz === "UTC" || Intl.supportedValuesOf("timeZone").includes(tz)
}

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "")

/** An event's rules across fields: a known zone, parseable times, the end after the start, a capacity of 0 or more. */
export function validateEvent(input: Record<string, unknown>): Record<string, string> | null {
  const d = (input.details as Record<string, unknown> | undefined) ?? {}
  const tz = str(d.time_zone)
  if (!isKnownTimeZone(tz)) return { details: EVENTS.error.timeZone }
  const start = zonedToUtc(str(d.start), tz)
  if (!start) return { details: EVENTS.error.startInvalid }
  const end = zonedToUtc(str(d.end), tz)
  if (!end) return { details: EVENTS.error.endInvalid }
  if (Date.parse(end) <= Date.parse(start)) return { details: EVENTS.error.endBeforeStart }
  const capacity = str(d.capacity)
  if (capacity && !/^\d+$/.test(capacity)) return { details: EVENTS.error.capacity }
  return null
}

export const EVENT_TYPE = {
  name: "event",
  kind: "collection",
  labels: { singular: EVENTS.singular, plural: EVENTS.plural },
  store: "documents",
  adminPath: "/admin/events",
  fields: detailsFields(EVENTS.fieldTitle, EVENTS.fieldSlug, EVENTS.fieldDetails, EVENT_FIELDS),
  schema: { form: detailsSchema(EVENT_FIELDS), input: detailsSchema(EVENT_FIELDS) },
  toFormValues: detailsFormValues(EVENT_FIELDS),
  validate: validateEvent,
  checklistInput: detailsChecklist(EVENT_FIELDS),
  titleField: "title",
  access: CONTENT_ACCESS,
  publishable: true,
  revisions: true,
  seo: true,
  // What a reader is told; not the schedule, place, speakers, cover (image and alt text), seats or registration.
  review: { fields: ["title", "details.summary", "details.body", "meta_description"] },
  list: LISTED,
  publicPath: (row) => `/events/${row.slug}`,
  redirectOnSlugChange: true,
  cacheTargets: (...rows) => everyPage(["/events", ...rows.map((r) => `/events/${r.slug}`), "/sitemap.xml"]),
  notFound: EVENTS.notFound,
  site: { template: "event", index: "/events", sitemap: true, feeds: false, tags: [SITE_CONTENT_TAG], leadForm: "registration" },
  admin: { nav: { label: EVENTS.navLabel, order: 75, group: "content" } },
} as const satisfies ContentTypeDeclaration<DocumentRow>

/** One event as the public templates read it: times in UTC, the zone it was entered in, seats and registration. */
export type EventView = {
  id: string
  slug: string
  title: string
  locale: string
  summary: string
  body: string
  start: string
  end: string
  timeZone: string
  online: boolean
  place: string
  address: string
  joinUrl: string
  speakers: string[]
  cover: ImageValue | null
  capacity: number | null
  registrationOpen: boolean
  updatedAt: string
}

function imageOf(v: unknown): ImageValue | null {
  const i = v as Partial<ImageValue> | null | undefined
  return i && typeof i.src === "string" && i.src ? { src: i.src, alt: String(i.alt ?? ""), width: Number(i.width) || 1200, height: Number(i.height) || 630 } : null
}

export function toEventView(row: DocumentRow): EventView {
  const d = (row.details as Record<string, unknown> | undefined) ?? {}
  const timeZone = isKnownTimeZone(str(d.time_zone)) ? str(d.time_zone) : "UTC"
  const start = zonedToUtc(str(d.start), timeZone) ?? row.created_at
  const end = zonedToUtc(str(d.end), timeZone) ?? start
  const capacity = /^\d+$/.test(str(d.capacity)) ? Number(str(d.capacity)) : null
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    locale: String(row.locale ?? "en"),
    summary: str(d.summary),
    body: str(d.body),
    start,
    end,
    timeZone,
    online: d.attendance !== "in_person",
    place: str(d.place),
    address: str(d.address),
    joinUrl: str(d.join_url),
    speakers: Array.isArray(d.speakers) ? d.speakers.map(str).filter(Boolean) : [],
    cover: imageOf(d.cover),
    capacity,
    registrationOpen: d.registration_open === true,
    updatedAt: row.updated_at,
  }
}

/** Upcoming events (not yet ended) soonest first, past ones latest first. */
export function splitEvents(events: readonly EventView[], now: Date): { upcoming: EventView[]; past: EventView[] } {
  const t = now.getTime()
  const upcoming = events.filter((e) => Date.parse(e.end) > t).sort((a, b) => a.start.localeCompare(b.start))
  const past = events.filter((e) => Date.parse(e.end) <= t).sort((a, b) => b.start.localeCompare(a.start))
  return { upcoming, past }
}

/** "Tue, Mar 3, 2026, 1:00 PM ET": an instant in the visitor's language and the site's zone. */
export function formatEventTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "shortGeneric",
  }).format(new Date(iso))
}

/** An instant as ISO 8601 with the zone's offset ("2026-03-03T13:00:00-05:00"), as schema.org wants it. */
export function isoWithOffset(iso: string, timeZone: string): string {
  const local = utcToZoned(iso, timeZone)
  const asUtc = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`)
  const minutes = Math.round((asUtc - Date.parse(iso)) / 60_000)
  const sign = minutes < 0 ? "-" : "+"
  const abs = Math.abs(minutes)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${local.length === 16 ? `${local}:00` : local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

export type EventJsonLdInput = { event: EventView; url: string; organizer: { name: string; url: string }; performers: string[]; full: boolean }

/** The schema.org Event of one event page. */
export function eventJsonLd({ event, url, organizer, performers, full }: EventJsonLdInput): Record<string, unknown> {
  const location = event.online
    ? { "@type": "VirtualLocation", url: event.joinUrl || url }
    : { "@type": "Place", name: event.place || event.title, ...(event.address ? { address: event.address } : {}) }
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    url,
    startDate: isoWithOffset(event.start, event.timeZone),
    endDate: isoWithOffset(event.end, event.timeZone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: event.online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location,
    organizer: { "@type": "Organization", name: organizer.name, url: organizer.url },
    ...(performers.length ? { performer: performers.map((name) => ({ "@type": "Person", name })) } : {}),
    ...(event.cover ? { image: event.cover.src } : {}),
    ...(full ? { offers: { "@type": "Offer", availability: "https://schema.org/SoldOut", url } } : {}),
  }
}
