import type { LeadJourney, PageView } from "./types"
import { VISIT_GAP_MS } from "./types"

/**
 * The visit that ends with the lead: walking back from `at` over one visitor's views, a gap of 30 minutes or more
 * ends the visit. Views after `at` are ignored. null when the visitor has no view in that visit.
 */
export function leadJourney(views: PageView[], at: string): LeadJourney | null {
  const until = Date.parse(at)
  const sorted = views.filter((v) => Date.parse(v.occurred_at) <= until).sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at))
  if (sorted.length === 0) return null
  const last = sorted[sorted.length - 1]!
  if (until - Date.parse(last.occurred_at) >= VISIT_GAP_MS) return null
  let start = sorted.length - 1
  while (start > 0 && Date.parse(sorted[start]!.occurred_at) - Date.parse(sorted[start - 1]!.occurred_at) < VISIT_GAP_MS) start--
  const visit = sorted.slice(start)
  const landing = visit[0]!
  const content = visit.filter((v) => v.content_type && v.content_id)
  const ref = (v: PageView | undefined) => (v && v.content_type && v.content_id ? { type: v.content_type, id: v.content_id, path: v.path } : null)
  return {
    landing_path: landing.path,
    first_content: ref(content[0]),
    last_content: ref(content[content.length - 1]),
    referrer_origin: landing.referrer,
    utm_campaign: visit.find((v) => v.utm.utm_campaign)?.utm.utm_campaign ?? "",
    views: visit.length,
  }
}
