import { describe, expect, it } from "vitest"

import { parseBeacon } from "@/lib/domain/analytics/beacon"
import { deviceClass, isBot, primaryLanguage } from "@/lib/domain/analytics/classify"
import { addDays, dayBounds, dayInZone } from "@/lib/domain/analytics/days"
import { leadJourney } from "@/lib/domain/analytics/journey"
import { buildReport, withTitles } from "@/lib/domain/analytics/report"
import type { AggregateRow, PageView } from "@/lib/domain/analytics/types"
import { lookupViewPath } from "@/lib/domain/analytics/view-paths"

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36"
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36"

describe("who is counted", () => {
  // Real browsers' user agents as they read today, in-app browsers included: every one of them is a reader.
  const BROWSERS = {
    "Chrome (Windows)": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    "Chrome (Android)": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
    "Safari (iOS)": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1",
    "Safari (macOS)": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15",
    Firefox: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0",
    Edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
    "Samsung Internet": "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36",
    "Facebook in-app (iOS)":
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/520.0.0.38.101;FBBV/750000000;FBDV/iPhone16,2;FBMD/iPhone;FBSN/iOS;FBSV/18.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/752000000]",
    "Facebook in-app (Android)":
      "Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/492.0.0.50.109;]",
    "Instagram in-app (iOS)":
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 385.0.0.32.87 (iPhone15,3; iOS 18_5; en_US; en; scale=3.00; 1290x2796; 748456372)",
    "Instagram in-app (Android)":
      "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/128.0.6613.127 Mobile Safari/537.36 Instagram 346.0.0.34.77 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; en_US; 634108168)",
    // Browsers whose names the hand-written pattern took for bots ("duckduck", "yahoo", "telegram", "baidu").
    "DuckDuckGo (Android)": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile DuckDuckGo/5 Safari/537.36",
    "Yahoo! JAPAN app (iOS)":
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 YJApp-IOS jp.co.yahoo.ipn.appli/4.52.1",
    "Telegram in-app (iOS)": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS",
    "Baidu app (Android)":
      "Mozilla/5.0 (Linux; Android 12; V2172A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/97.0.4692.98 Mobile Safari/537.36 T7/13.52 SP-engine/3.11.0 baiduboxapp/13.52.0.10 (Baidu; P1 12) NABar/1.0",
  }
  const BOTS = {
    Googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Googlebot (smartphone)":
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.7390.122 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    Bingbot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
    GPTBot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    HeadlessChrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
    "Facebook's link previewer": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    curl: "curl/8.5.0",
    "Python requests": "python-requests/2.32.3",
    "no user agent": "",
  }

  it("counts real browsers, in-app browsers included", () => {
    expect(Object.entries(BROWSERS).filter(([, ua]) => isBot(ua)).map(([name]) => name)).toEqual([])
  })

  it("does not count crawlers, previewers, scripts and headless browsers", () => {
    expect(Object.entries(BOTS).filter(([, ua]) => !isBot(ua)).map(([name]) => name)).toEqual([])
  })

  it("tells desktops, phones and tablets apart", () => {
    expect(deviceClass(CHROME)).toBe("desktop")
    expect(deviceClass(IPHONE)).toBe("mobile")
    expect(deviceClass(IPAD)).toBe("tablet")
    expect(deviceClass(ANDROID_TABLET)).toBe("tablet")
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/141.0 Mobile Safari/537.36")).toBe("mobile")
  })

  it("keeps a language's primary subtag only", () => {
    expect(primaryLanguage("es-MX")).toBe("es")
    expect(primaryLanguage("EN")).toBe("en")
    expect(primaryLanguage("<script>")).toBe("")
    expect(primaryLanguage(42)).toBe("")
  })
})

describe("the beacon's body", () => {
  const own = "https://lumora.example"
  const ok = (over: Record<string, unknown> = {}) => JSON.stringify({ id: "0123456789abcdef0123456789abcdef", p: "/blog/a", r: "", q: "", l: "en-US", ...over })

  it("takes a path of this site, another site's referrer origin and the UTM values", () => {
    const r = parseBeacon(ok({ r: "https://www.google.com/search?q=dental", q: "?utm_source=news&utm_campaign=spring&x=1" }), own)
    expect(r).toEqual({
      ok: true,
      value: { id: "0123456789abcdef0123456789abcdef", path: "/blog/a", referrer: "https://www.google.com", utm: { utm_source: "news", utm_campaign: "spring" }, language: "en" },
    })
    expect(parseBeacon(ok({ r: `${own}/blog` }), own)).toMatchObject({ ok: true, value: { referrer: "" } })
  })

  it("refuses anything else with a reason", () => {
    for (const [body, reason] of [
      ["not json", /JSON/],
      ["[1,2]", /object/],
      [ok({ id: "short" }), /id/],
      [ok({ p: "https://evil.example/x" }), /path/],
      [ok({ p: "//evil.example/x" }), /path/],
      [ok({ p: "/a?b=c" }), /path/],
      [ok({ p: "/a b" }), /path/],
      [ok({ p: `/${"a".repeat(400)}` }), /path/],
      [ok({ p: 5 }), /path/],
    ] as const) {
      const r = parseBeacon(body, own)
      expect(r.ok, body).toBe(false)
      if (!r.ok) expect(r.error).toMatch(reason)
    }
  })
})

describe("days in the site's time zone", () => {
  it("puts an instant on its local day and bounds days across daylight saving", () => {
    expect(dayInZone(new Date("2026-03-10T03:30:00Z"), "America/New_York")).toBe("2026-03-09")
    expect(dayInZone(new Date("2026-03-10T03:30:00Z"), "UTC")).toBe("2026-03-10")
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01")
    const fall = dayBounds("2026-11-01", "America/New_York")
    expect(Date.parse(fall.end) - Date.parse(fall.start)).toBe(25 * 3_600_000)
    expect(dayBounds("2026-06-01", "Asia/Kolkata").start).toBe("2026-05-31T18:30:00.000Z")
  })
})

describe("a lead's journey", () => {
  const v = (minute: number, path: string, content: string | null = null, over: Partial<PageView> = {}): PageView => ({
    id: `v${minute}`.padEnd(16, "0"),
    occurred_at: new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString(),
    visitor: "x",
    path,
    content_type: content ? "post" : null,
    content_id: content,
    referrer: "",
    utm: {},
    device: "desktop",
    language: "en",
    ...over,
  })
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString()

  it("is the visit that ends with the lead: gaps under 30 minutes, landing page, first and last content read", () => {
    const views = [
      v(0, "/blog/old", "old", { referrer: "https://old.example" }),
      v(40, "/", null, { referrer: "https://www.google.com", utm: { utm_campaign: "spring" } }),
      v(45, "/blog/a", "a"),
      v(50, "/services"),
      v(59, "/blog/b", "b"),
    ]
    expect(leadJourney(views, at(59) )).toEqual({
      landing_path: "/",
      first_content: { type: "post", id: "a", path: "/blog/a" },
      last_content: { type: "post", id: "b", path: "/blog/b" },
      referrer_origin: "https://www.google.com",
      utm_campaign: "spring",
      views: 4,
    })
  })

  it("has none when the last view is 30 minutes old or later than the lead", () => {
    expect(leadJourney([v(0, "/")], at(30))).toBeNull()
    expect(leadJourney([v(10, "/")], at(5))).toBeNull()
    expect(leadJourney([], at(5))).toBeNull()
  })
})

describe("the report", () => {
  const row = (bucket: string, dimension: AggregateRow["dimension"], value: string, views: number, visitors: number): AggregateRow => ({ bucket, dimension, value, views, visitors })

  it("adds up days, ranks tables, joins leads to content and fills quiet days with zeros", () => {
    const daily = [
      row("2026-11-01", "total", "", 10, 4),
      row("2026-11-03", "total", "", 6, 3),
      row("2026-11-01", "content", "post:a", 5, 2),
      row("2026-11-03", "content", "post:a", 1, 1),
      row("2026-11-03", "content", "page:p", 3, 3),
      row("2026-11-01", "campaign", "spring", 2, 2),
      row("2026-11-01", "referrer", "", 8, 3),
      row("2026-11-01", "referrer", "https://www.google.com", 2, 1),
    ]
    const report = buildReport({
      range: { from: "2026-11-01", to: "2026-11-03" },
      daily,
      hourly: null,
      buckets: ["2026-11-01", "2026-11-02", "2026-11-03"],
      leads: { total: 2, byContent: [{ type: "post", id: "a", leads: 1 }, { type: "post", id: "gone", leads: 1 }], byCampaign: [{ campaign: "autumn", leads: 1 }] },
    })
    expect(report.totals).toEqual({ visitors: 7, views: 16, leads: 2 })
    expect(report.series.map((p) => p.views)).toEqual([10, 0, 6])
    expect(report.content.map((c) => [c.type, c.id, c.views, c.visitors, c.leads])).toEqual([
      ["post", "a", 6, 3, 1],
      ["page", "p", 3, 3, 0],
      ["post", "gone", 0, 0, 1],
    ])
    expect(report.topPosts[0]!.leadRate).toBeCloseTo(1 / 3)
    expect(report.campaigns.map((c) => [c.campaign, c.visitors, c.leads])).toEqual([
      ["spring", 2, 0],
      ["autumn", 0, 1],
    ])
    expect(report.referrers[0]!.value).toBe("")
    const named = withTitles(report, new Map([["post:a", { path: "/blog/a", title: "A" }]]))
    expect(named.content.map((c) => c.title)).toEqual(["A", "(removed page)", "(removed post)"])
  })
})

describe("the view path rule (lookupViewPath)", () => {
  const post = { type: "post" as const, id: "p1" }
  const table = { fixed: new Set(["/", "/es", "/contact", "/es/contact"]), content: new Map([["/es/blog/guia", post]]) }

  it("knows the table's pages and the slug routes in every language, and names a translation's content", () => {
    expect(lookupViewPath(table, "/es/blog/guia")).toEqual({ known: true, content: post })
    expect(lookupViewPath(table, "/es/blog/guia/")).toEqual({ known: true, content: post })
    for (const path of ["/es/contact", "/work/smile-studio", "/es/work/estudio-sonrisa", "/es/resources/guia-de-admision", "/blog/category/dental", "/es/blog/category/odontologia", "/blog/author/maya-okafor/2", "/es/blog/author/maya-okafor/2"]) {
      expect(lookupViewPath(table, path), path).toEqual({ known: true, content: null })
    }
  })

  it("refuses what is not a page of this site, in any language", () => {
    for (const path of ["/fr/work/x", "/es/es/contact", "/es/work/", "/es/work/a/b", "/admin", "/es/admin", "/blog/author/x/99999", "/es/blog/unknown"]) {
      expect(lookupViewPath(table, path).known, path).toBe(false)
    }
  })
})
