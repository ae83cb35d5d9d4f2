import { getAnalyticsSettingsAnon } from "@/lib/site/public-reads"

import { PageViewBeacon } from "./page-view-beacon"

/** The page-view beacon, on every public page while counting is on (Admin → Analytics). */
export async function PageViews() {
  return (await getAnalyticsSettingsAnon()).enabled ? <PageViewBeacon /> : null
}
