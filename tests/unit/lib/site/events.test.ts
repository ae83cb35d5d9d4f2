import { describe, expect, it } from "vitest"

import { eventCalendar } from "@/lib/site/events"
import { eventJsonLd, formatEventTime, isKnownTimeZone, isoWithOffset, type EventView } from "@/lib/domain/content/event"

const view = (over: Partial<EventView> = {}): EventView => ({
  id: "0b6c6a53-5d43-4d3c-9c55-3c8b4fd1a001",
  slug: "ads-for-dentists",
  title: "Ads, budgets; and \\ you: a workshop with a title long enough that its line must be folded at 75 octets",
  locale: "en",
  summary: "Line one\nline two",
  body: "",
  start: "2026-03-03T18:00:00.000Z",
  end: "2026-03-03T19:30:00.000Z",
  timeZone: "America/New_York",
  online: true,
  place: "",
  address: "",
  joinUrl: "https://meet.example.com/ads",
  speakers: [],
  cover: null,
  capacity: 40,
  registrationOpen: true,
  updatedAt: "2026-02-01T10:00:00.000Z",
  ...over,
})

/** RFC 5545 read back: physical lines end in CRLF, a line starting with a space continues the one before. */
function parseIcs(text: string): { lines: string[]; props: Map<string, string> } {
  const physical = text.split("\r\n")
  const lines: string[] = []
  for (const line of physical) {
    if (line.startsWith(" ") && lines.length) lines[lines.length - 1] += line.slice(1)
    else if (line) lines.push(line)
  }
  const props = new Map<string, string>()
  for (const line of lines) {
    const at = line.indexOf(":")
    props.set(line.slice(0, at).split(";")[0]!, line.slice(at + 1))
  }
  return { lines: physical, props }
}

describe("an event's calendar file", () => {
  it("is valid iCalendar: CRLF, folded lines, a UID, a stamp, UTC times and escaped text", () => {
    const text = eventCalendar(view(), "en")
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true)
    expect(text.replace(/\r\n/g, "")).not.toContain("\n")
    const { lines, props } = parseIcs(text)
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(lines.some((l) => l.startsWith(" "))).toBe(true)
    expect(props.get("UID")).toMatch(/^0b6c6a53-5d43-4d3c-9c55-3c8b4fd1a001@/)
    expect(props.get("DTSTAMP")).toBe("20260201T100000Z")
    expect(props.get("DTSTART")).toBe("20260303T180000Z")
    expect(props.get("DTEND")).toBe("20260303T193000Z")
    expect(props.get("SUMMARY")).toBe("Ads\\, budgets\\; and \\\\ you: a workshop with a title long enough that its line must be folded at 75 octets")
    expect(props.get("DESCRIPTION")).toBe("Line one\\nline two")
    expect(props.get("LOCATION")).toBe("https://meet.example.com/ads")
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true)
  })
})

describe("an event's schema.org Event", () => {
  const organizer = { name: "Lumora Health", url: "https://example.com/" }

  it("names an online event's status, mode, virtual location, organizer, performers and times with offsets", () => {
    const data = eventJsonLd({ event: view(), url: "https://example.com/events/ads-for-dentists", organizer, performers: ["Dr. Ana Ruiz"], full: false })
    expect(data).toMatchObject({
      "@type": "Event",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example.com/ads" },
      organizer: { "@type": "Organization", name: "Lumora Health" },
      performer: [{ "@type": "Person", name: "Dr. Ana Ruiz" }],
      startDate: "2026-03-03T13:00:00-05:00",
      endDate: "2026-03-03T14:30:00-05:00",
    })
  })

  it("gives an event in person a Place and the offline mode", () => {
    const data = eventJsonLd({ event: view({ online: false, place: "Hotel Arts", address: "Marina 19, Barcelona", timeZone: "Europe/Madrid" }), url: "u", organizer, performers: [], full: true })
    expect(data.location).toEqual({ "@type": "Place", name: "Hotel Arts", address: "Marina 19, Barcelona" })
    expect(data.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode")
    expect(data.startDate).toBe("2026-03-03T19:00:00+01:00")
    expect(data).not.toHaveProperty("performer")
  })
})

describe("event times", () => {
  it("are shown in the visitor's language and the site's zone", () => {
    expect(formatEventTime("2026-03-03T18:00:00.000Z", "en", "America/New_York")).toBe("Tue, Mar 3, 2026, 1:00 PM ET")
    expect(formatEventTime("2026-03-03T18:00:00.000Z", "es", "Europe/Madrid")).toMatch(/^mar, 3 mar 2026, 19:00/)
  })

  it("take only the zones Intl knows", () => {
    expect(isKnownTimeZone("America/New_York")).toBe(true)
    expect(isKnownTimeZone("UTC")).toBe(true)
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false)
    expect(isoWithOffset("2026-07-01T12:00:00.000Z", "Asia/Kolkata")).toBe("2026-07-01T17:30:00+05:30")
  })
})
