import type { Metadata } from "next"
import Link from "next/link"
import { FileText, Files } from "lucide-react"

import { contentDirectory } from "@/lib/site/analytics/view-paths"
import { toPostListItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import { getAnalyticsSummary } from "@/lib/data/analytics-report"
import { requireContentAccess } from "@/lib/data/auth"
import { countPages } from "@/lib/data/pages"
import { countPosts, getRecentPosts } from "@/lib/data/posts"
import { DASHBOARD } from "@/lib/copy/admin"
import { REVIEW_QUEUE } from "@/lib/copy/medical-review"
import { getReviewQueue } from "@/lib/data/medical-review"
import { PageHeader } from "@/components/admin/page-header"
import { AnalyticsCards, type DashboardAnalytics } from "@/components/admin/dashboard/analytics-cards"
import { QuickActions } from "@/components/admin/dashboard/quick-actions"
import { RecentPosts } from "@/components/admin/dashboard/recent-posts"
import { StatCard } from "@/components/admin/dashboard/stat-card"

export const metadata: Metadata = { title: "Dashboard" }

export default async function AdminDashboardPage() {
  // A stats failure is logged only; the dashboard still renders.
  const [loaded, analytics, reviews] = await Promise.all([
    loadForScreen("dashboard", async () => {
      const [user, posts, pages, recent] = await Promise.all([requireContentAccess(), countPosts(), countPages(), getRecentPosts(5)])
      return { email: user.email, posts, pages, recent: recent.map(toPostListItem) }
    }),
    // The analytics cards load on their own: a failure there leaves dashes, never a broken dashboard.
    loadForScreen("getAnalyticsSummary", async (): Promise<DashboardAnalytics> => {
      const summary = await getAnalyticsSummary()
      const top = summary.topPost
      const known = top ? await contentDirectory().then((d) => d.get(`${top.type}:${top.id}`), () => undefined) : undefined
      return { ...summary, topPost: top ? { title: known?.title || top.title || top.id, path: known?.path || top.path, views: top.views } : null }
    }),
    loadForScreen("getReviewQueue", async () => (await getReviewQueue()).counts),
  ])
  const data = loaded.ok ? loaded.data : null
  return (
    <>
      <PageHeader title={DASHBOARD.title} />
      {data ? (
        <p className="-mt-4 mb-6 text-muted-foreground" data-testid="welcome">
          {DASHBOARD.welcome(data.email)}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard title={DASHBOARD.totalPosts} counts={data?.posts ?? null} icon={<FileText aria-hidden className="size-4 text-muted-foreground" />} />
        <StatCard title={DASHBOARD.totalPages} counts={data?.pages ?? null} icon={<Files aria-hidden className="size-4 text-muted-foreground" />} />
      </div>
      {reviews.ok ? (
        <p className="mt-4 text-sm" data-testid="review-counts">
          <Link href="/admin/reviews" className="font-medium underline-offset-2 hover:underline">
            {REVIEW_QUEUE.card}
          </Link>
          : {REVIEW_QUEUE.cardCounts(reviews.data)}
        </p>
      ) : null}
      <div className="mt-4">
        <AnalyticsCards data={analytics.ok ? analytics.data : null} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentPosts posts={data?.recent ?? []} />
        </div>
        <QuickActions />
      </div>
    </>
  )
}
