import type { Metadata } from "next"
import Link from "next/link"
import { redirect } from "next/navigation"
import { FileText, Files } from "lucide-react"

import { getNamedAnalyticsSummary } from "@/lib/site/analytics/reports"
import { toPostListItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import { getCurrentUser, requireContentAccess } from "@/lib/data/auth"
import { can } from "@/lib/domain/policy"
import { countPages } from "@/lib/data/pages"
import { countPosts, getRecentPosts } from "@/lib/data/posts"
import { DASHBOARD } from "@/lib/copy/admin"
import { LEADS } from "@/lib/copy/leads"
import { getLeadSettings } from "@/lib/data/lead-settings"
import { leadResponseFigures } from "@/lib/data/leads"
import { LeadFigures } from "@/components/admin/leads/lead-figures"
import { REVIEW_QUEUE } from "@/lib/copy/medical-review"
import { getReviewQueue } from "@/lib/data/medical-review"
import { PageHeader } from "@/components/admin/page-header"
import { AnalyticsCards, type DashboardAnalytics } from "@/components/admin/dashboard/analytics-cards"
import { QuickActions } from "@/components/admin/dashboard/quick-actions"
import { RecentPosts } from "@/components/admin/dashboard/recent-posts"
import { StatCard } from "@/components/admin/dashboard/stat-card"

export const metadata: Metadata = { title: "Dashboard" }

export default async function AdminDashboardPage() {
  // A Reviewer's admin is their review requests: the dashboard's figures are content they do not see.
  const me = await getCurrentUser()
  if (me?.role && !can(me.role, "content") && can(me.role, "review")) redirect("/admin/reviews")
  // A stats failure is logged only; the dashboard still renders.
  const [loaded, analytics, leads, reviews] = await Promise.all([
    loadForScreen("dashboard", async () => {
      const [user, posts, pages, recent] = await Promise.all([requireContentAccess(), countPosts(), countPages(), getRecentPosts(5)])
      return { email: user.email, posts, pages, recent: recent.map(toPostListItem) }
    }),
    // The analytics cards load on their own: a failure there leaves dashes, never a broken dashboard.
    loadForScreen("getAnalyticsSummary", async (): Promise<DashboardAnalytics> => {
      const summary = await getNamedAnalyticsSummary()
      const top = summary.topPost
      return { ...summary, topPost: top ? { title: top.title || top.id, path: top.path, views: top.views } : null }
    }),
    // The leads' response time (not on a backend without the lead pipeline: the section is left out).
    loadForScreen("leadResponseFigures", async () => {
      const [figures, settings] = await Promise.all([leadResponseFigures(), getLeadSettings()])
      return { figures, targetMinutes: settings.targetMinutes }
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
      {leads.ok ? (
        <div className="mt-6">
          <h2 className="mb-3 text-lg font-semibold">{LEADS.ui.figures}</h2>
          <LeadFigures figures={leads.data.figures} targetMinutes={leads.data.targetMinutes} />
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentPosts posts={data?.recent ?? []} />
        </div>
        <QuickActions />
      </div>
    </>
  )
}
