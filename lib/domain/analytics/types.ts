import type { Utm } from "@/lib/domain/utm"

/** How a page view's device is told apart: from the user agent only. */
export type DeviceClass = "desktop" | "mobile" | "tablet"

/** What a page view points at when it is a document's page; null for the site's fixed pages. */
export type ContentRef = { type: "post" | "page"; id: string }

/**
 * One counted page view as stored: no address, no cookie, no identifier that outlives the day. `visitor` is the
 * day's salted hash of the client address, user agent and site; `id` is chosen once per view so a retried batch
 * counts once.
 */
export type PageView = {
  id: string
  occurred_at: string
  visitor: string
  path: string
  content_type: ContentRef["type"] | null
  content_id: string | null
  /** Another site's origin ("https://www.google.com"), or "" for none or our own. */
  referrer: string
  utm: Utm
  device: DeviceClass
  /** Primary language subtag of the browser ("en", "es"), "" when unknown. */
  language: string
}

/** The aggregate dimensions the reports read (one row per day or hour, dimension and value). */
export const ANALYTICS_DIMENSIONS = ["total", "path", "content", "referrer", "campaign", "source", "device"] as const
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number]

/** One aggregate row: views and distinct visitors of one dimension value over one day (site time zone) or hour. */
export type AggregateRow = { bucket: string; dimension: AnalyticsDimension; value: string; views: number; visitors: number }

/** A range of whole days in the site's time zone, both ends included ("YYYY-MM-DD"). */
export type DayRange = { from: string; to: string }

/** A content page as a lead's journey names it. */
export type ContentPath = ContentRef & { path: string }

/** The visit a lead was sent from: its landing page, the first and last content pages read, and how many views. */
export type VisitPath = {
  landing_path: string
  first_content: ContentPath | null
  last_content: ContentPath | null
  views: number
}

/** Where a lead came from: its visit, plus the visit's referrer and campaign. */
export type LeadJourney = VisitPath & { referrer_origin: string; utm_campaign: string }

export type RankedRow = { value: string; views: number; visitors: number }
export type ContentReportRow = ContentRef & { path: string; title: string; views: number; visitors: number; leads: number; leadRate: number }
export type CampaignReportRow = { campaign: string; visitors: number; views: number; leads: number }
export type SeriesPoint = { bucket: string; views: number; visitors: number }

/** What Admin → Analytics shows for a range. Visitors over several days are the sum of each day's (the hash rotates). */
export type AnalyticsReport = {
  range: DayRange
  /** "hour" when the range is one day, else "day". */
  granularity: "hour" | "day"
  totals: { visitors: number; views: number; leads: number }
  series: SeriesPoint[]
  topPages: RankedRow[]
  topPosts: ContentReportRow[]
  content: ContentReportRow[]
  referrers: RankedRow[]
  sources: RankedRow[]
  campaigns: CampaignReportRow[]
  devices: RankedRow[]
}

/** Dashboard cards. */
export type AnalyticsSummary = {
  visitorsThisWeek: number
  visitorsLastWeek: number
  leadsThisWeek: number
  /** This week's most viewed post (a post's title and path are filled in by the caller's directory). */
  topPost: TopContent | null
}

/** A post or page with its views over a range: the dashboard's top post. */
export type TopContent = ContentRef & { path: string; title: string; views: number; visitors: number }

/** The switch and the retention, changed by the owner and admins. */
export type AnalyticsSettings = { enabled: boolean; retentionDays: number }
export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = { enabled: true, retentionDays: 30 }
export const ANALYTICS_RETENTION_RANGE = { min: 1, max: 730 } as const

/** Leads (messages outside the spam folder) between two instants, by the last content page read and by campaign. */
export type LeadCounts = {
  total: number
  byContent: (ContentRef & { leads: number })[]
  byCampaign: { campaign: string; leads: number }[]
}

/** A visit: the same daily hash with gaps under 30 minutes. */
export const VISIT_GAP_MS = 30 * 60_000
