import type { ContentRef } from "./types"

/** Leads (messages outside the spam folder) between two instants, by the last content page read and by campaign. */
export type LeadCounts = {
  total: number
  byContent: (ContentRef & { leads: number })[]
  byCampaign: { campaign: string; leads: number }[]
}
