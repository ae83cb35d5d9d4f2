/** Texts of Admin → Analytics, the dashboard's analytics cards and a lead's journey in the inbox. */

export const ANALYTICS_UI = {
  title: "Analytics",
  loadFailed: "Failed to load analytics",
  range: {
    label: "Date range",
    presets: { "7": "Last 7 days", "30": "Last 30 days", "90": "Last 90 days", custom: "Custom" },
    custom: "Custom range",
    from: "From",
    to: "To",
    apply: "Show range",
    showing: (from: string, to: string) => (from === to ? `Showing ${from}` : `Showing ${from} – ${to}`),
    invalid: "This range cannot be shown",
  },
  totals: {
    heading: "Totals",
    visitors: "Visitors",
    views: "Page views",
    leads: "Leads",
    leadRate: "Lead rate",
    leadRateHelp: "Leads per visitor",
  },
  chart: {
    heading: "Visitors and page views",
    caption: (granularity: "hour" | "day") => `Visitors and page views by ${granularity}`,
    bucket: (granularity: "hour" | "day") => (granularity === "hour" ? "Hour" : "Day"),
    summary: (granularity: "hour" | "day", visitors: number, views: number, busiest: { label: string; views: number } | null) =>
      `Chart of visitors and page views by ${granularity}: ${visitors} ${visitors === 1 ? "visitor" : "visitors"} and ${views} page ${views === 1 ? "view" : "views"} in all` +
      (busiest ? `; busiest ${granularity} ${busiest.label} with ${busiest.views} page ${busiest.views === 1 ? "view" : "views"}.` : "."),
    visitors: "Visitors",
    views: "Page views",
  },
  tables: {
    pages: "Top pages",
    content: "Top posts and pages",
    referrers: "Referrers",
    sources: "Sources",
    campaigns: "Campaigns",
    devices: "Devices",
  },
  columns: {
    path: "Page",
    title: "Title",
    type: "Type",
    visitors: "Visitors",
    views: "Views",
    leads: "Leads",
    leadRate: "Lead rate",
    leadRateCsv: "Lead rate (%)",
    referrer: "Referrer",
    source: "Source",
    campaign: "Campaign",
    device: "Device",
    csvPath: "Path",
  },
  direct: "Direct / none",
  types: { post: "Post", page: "Page" },
  devices: { desktop: "Desktop", mobile: "Mobile", tablet: "Tablet" },
  empty: "No page views in this range yet",
  downloadCsv: "Download CSV",
  /** Read by screen readers after "Download CSV", so each link names its table. */
  downloadCsvOf: (table: string) => `: ${table}`,
  visitorsNote: "Visitors over several days add up each day's visitors: a visitor cannot be recognised from one day to the next.",
} as const

export const ANALYTICS_SETTINGS_UI = {
  title: "Counting",
  count: "Count page views",
  countHelp: "When off, public pages send nothing and no page view is recorded.",
  retention: "Keep raw page views for (days)",
  retentionHelp: (min: number, max: number) =>
    `Single page views are deleted after this many days (${min}–${max}); the daily totals the reports read are kept.`,
  save: "Save",
  saving: "Saving...",
  saved: "Analytics settings saved",
  saveFailed: "Failed to save analytics settings",
  readOnly: "Only the owner and admins can change these settings.",
  loadFailed: "Failed to load analytics settings",
  on: "On",
  off: "Off",
  deleteAll: "Delete all analytics data",
  deleteTitle: "Delete all analytics data?",
  deleteDescription:
    "Every counted page view and every daily and hourly total is deleted. Messages keep their journeys. This cannot be undone.",
  deleteConfirm: "Delete all data",
  deleting: "Deleting...",
  deleted: "All analytics data deleted",
  deleteFailed: "Failed to delete analytics data",
  cancel: "Cancel",
} as const

export const ANALYTICS_PRIVACY = {
  title: "Privacy",
  points: [
    "No cookies are set and nothing is stored in the visitor's browser.",
    "No IP addresses are stored: a visitor is told apart only by a salted hash of the address and browser, and the salt changes every day, so nobody can be followed from one day to the next.",
  ],
  retention: (days: number) => `Raw page views are kept for ${days} ${days === 1 ? "day" : "days"}; after that only daily totals remain.`,
  policy: "Privacy policy",
} as const

export const ANALYTICS_DASHBOARD = {
  visitorsThisWeek: "Visitors this week",
  leadsThisWeek: "Leads this week",
  topPostThisWeek: "Top post this week",
  change: (percent: number) => (percent === 0 ? "Same as last week" : `${percent > 0 ? "+" : "−"}${Math.abs(percent)}% vs last week`),
  noVisitorsLastWeek: "No visitors last week",
  lastSevenDays: "Last 7 days",
  noTopPost: "No post views this week",
  views: (n: number) => `${n} ${n === 1 ? "view" : "views"}`,
  unavailable: "Not available",
  openAnalytics: "Open Analytics",
} as const

export const JOURNEY = {
  title: "Journey",
  landing: "Landing page",
  firstContent: "First content read",
  lastContent: "Last content read",
  views: "Pages viewed in the visit",
  referrer: "Referrer",
  campaign: "UTM campaign",
  none: "None",
  direct: "Direct / none",
  noVisit: "No counted visit (counting was off, or the sender's visit was not counted)",
} as const
