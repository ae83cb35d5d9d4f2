import "server-only"

import { getAnalyticsReport, getAnalyticsSummary } from "@/lib/data/analytics-report"
import { withTitle, withTitles, type ContentDirectory } from "@/lib/domain/analytics/report"

import { contentDirectory } from "./view-paths"

/**
 * The analytics screens' reads with their posts and pages named and linked: Admin → Analytics and its CSV export
 * (one report, one function), the dashboard's top post. Titles are a nicety: when the directory of the site's paths
 * cannot be built, the rows still show, named by their ids.
 */
async function titles(): Promise<ContentDirectory | null> {
  return contentDirectory().catch((error: unknown) => {
    console.error("[analytics] content titles failed", error)
    return null
  })
}

/** Admin → Analytics' report of a range (its query as the screen's URL has it), posts and pages named. */
export async function getNamedAnalyticsReport(query: unknown): Promise<Awaited<ReturnType<typeof getAnalyticsReport>>> {
  const report = await getAnalyticsReport(query)
  const directory = await titles()
  return directory ? { ...report, ...withTitles(report, directory) } : report
}

/** The dashboard's cards, the top post named. */
export async function getNamedAnalyticsSummary(): Promise<Awaited<ReturnType<typeof getAnalyticsSummary>>> {
  const summary = await getAnalyticsSummary()
  const directory = summary.topPost ? await titles() : null
  return directory && summary.topPost ? { ...summary, topPost: withTitle(summary.topPost, directory) } : summary
}
