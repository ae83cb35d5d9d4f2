import { eventCalendar, findEvent } from "@/lib/site/events"
import { decodeParam } from "@/lib/server/http/route-param"
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/i18n"
import { EVENTS } from "@/lib/copy/events"

type Ctx = { params: Promise<{ slug: string }> }

/** "Add to calendar": a published event as an .ics file (?locale=es for a translation); 404 in words otherwise. */
export async function GET(request: Request, { params }: Ctx) {
  const wanted = new URL(request.url).searchParams.get("locale")
  const locale = isLocale(wanted) ? wanted : DEFAULT_LOCALE
  const slug = decodeParam((await params).slug)
  const event = await findEvent(slug, locale).catch(() => null)
  if (!event) return new Response(EVENTS.notFound, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } })
  return new Response(eventCalendar(event, locale), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${event.slug}.ics"`,
      "cache-control": "no-store",
    },
  })
}
