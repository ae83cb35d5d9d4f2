import { getAnalyticsSettingsAnon } from "@/lib/blog/public-reads"

/**
 * The page-view beacon, on every public page while counting is on (Admin → Analytics): public/view.js, a plain
 * script of about 1 KB outside the app's bundles (a client component cost more than its own size in the shared
 * chunks), loaded async so it never holds up the page. It sends one view after the page's LCP, then one per
 * navigation inside the site (docs/analytics.md).
 */
export async function PageViews() {
  return (await getAnalyticsSettingsAnon()).enabled ? <script async src="/view.js" /> : null
}
