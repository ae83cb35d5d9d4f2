import Image from "next/image"
import Link from "next/link"

import { eventDisplayZone, eventPage, listEvents } from "@/lib/site/events"
import { consentShown } from "@/lib/site/consent"
import { EVENT_TYPE, formatEventTime, type EventView } from "@/lib/domain/content/event"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import type { DocumentRow } from "@/lib/domain/types"
import { EVENTS_PUBLIC } from "@/lib/copy/events"
import { publicCopy } from "@/lib/copy/public"
import { JsonLd } from "@/components/blog/json-ld"
import { RenderedMarkdown } from "@/components/admin/rendered-markdown"
import { buttonVariants } from "@/components/ui/button"
import { RegistrationForm } from "@/components/contact/registration-form"

const copyOf = (locale: Locale) => EVENTS_PUBLIC[locale] ?? EVENTS_PUBLIC.en

export const eventIndexTitle = (locale: Locale) => copyOf(locale).indexTitle

function When({ event, locale, zone }: { event: EventView; locale: Locale; zone: string }) {
  return (
    <p className="text-sm font-semibold text-primary" data-testid="event-when">
      <time dateTime={event.start}>{formatEventTime(event.start, locale, zone)}</time>
      {" – "}
      <time dateTime={event.end}>{formatEventTime(event.end, locale, zone)}</time>
    </p>
  )
}

/** One event at /events/{slug}: when and where, speakers, seats, the calendar file and its schema.org Event. */
export async function EventArticle({ row, locale }: { row: DocumentRow; locale: Locale }) {
  const { event, speakers, full, ended, registration, jsonLd, zone } = await eventPage(row, locale)
  const consent = registration ? await consentShown("registration", locale) : undefined
  const text = copyOf(locale)
  const status = ended ? text.ended : full ? text.full : !event.registrationOpen ? text.registrationClosed : null
  return (
    <article data-testid="event" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <JsonLd data={jsonLd} />
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">{event.online ? text.online : text.inPerson}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{event.title}</h1>
      <div className="mt-4">
        <When event={event} locale={locale} zone={zone} />
      </div>
      {!event.online && (event.place || event.address) ? <p className="mt-2 text-muted-foreground">{[event.place, event.address].filter(Boolean).join(", ")}</p> : null}
      {event.summary ? <p className="mt-5 max-w-3xl text-lg text-muted-foreground">{event.summary}</p> : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          {event.cover ? (
            <Image src={event.cover.src} alt={event.cover.alt} width={event.cover.width} height={event.cover.height} sizes="(min-width: 1024px) 640px, 100vw" className="mb-8 h-auto w-full rounded-2xl" />
          ) : null}
          {event.body ? <RenderedMarkdown source={event.body} /> : null}
        </div>
        <aside className="space-y-6">
          {speakers.length ? (
            <div>
              <h2 className="text-lg font-semibold">{text.speakers}</h2>
              <ul className="mt-2 space-y-1">
                {speakers.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {event.capacity !== null ? <p className="text-sm text-muted-foreground">{text.seats(event.capacity)}</p> : null}
          {status ? (
            <p role="status" className="rounded-2xl border bg-card p-4 font-semibold">
              {status}
            </p>
          ) : null}
          {registration ? (
            <RegistrationForm type={EVENT_TYPE.name} slug={event.slug} {...(locale === DEFAULT_LOCALE ? {} : { locale })} text={text.register} validation={publicCopy(locale).formServer.validation} consent={consent} />
          ) : null}
          <a href={`/api/events/${encodeURIComponent(event.slug)}/calendar${locale === "en" ? "" : `?locale=${locale}`}`} download={`${event.slug}.ics`} className={buttonVariants({ variant: "outline" })}>
            {text.addToCalendar}
          </a>
        </aside>
      </div>
    </article>
  )
}

function EventCard({ event, locale, zone }: { event: EventView; locale: Locale; zone: string }) {
  return (
    <li className="rounded-2xl border bg-card p-6 shadow-sm">
      <When event={event} locale={locale} zone={zone} />
      <h3 className="mt-2 text-xl font-semibold">
        <Link href={localizedPath(locale, `/events/${event.slug}`)} className="hover:underline">
          {event.title}
        </Link>
      </h3>
      {event.summary ? <p className="mt-2 text-muted-foreground">{event.summary}</p> : null}
    </li>
  )
}

/** /events: upcoming events first (soonest first), past ones apart under their own heading. */
export async function EventIndex({ locale }: { locale: Locale }) {
  const [{ upcoming, past }, zone] = [await listEvents(locale), eventDisplayZone()]
  const text = copyOf(locale)
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-4xl font-semibold sm:text-5xl">{text.indexTitle}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{text.indexIntro}</p>
      <section aria-labelledby="events-upcoming" className="mt-10">
        <h2 id="events-upcoming" className="text-2xl font-semibold">
          {text.upcoming}
        </h2>
        {upcoming.length ? (
          <ul className="mt-4 space-y-4" data-testid="events-upcoming">
            {upcoming.map((e) => (
              <EventCard key={e.id} event={e} locale={locale} zone={zone} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted-foreground">{text.noUpcoming}</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="events-past" className="mt-12">
          <h2 id="events-past" className="text-2xl font-semibold">
            {text.past}
          </h2>
          <ul className="mt-4 space-y-4" data-testid="events-past">
            {past.map((e) => (
              <EventCard key={e.id} event={e} locale={locale} zone={zone} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
