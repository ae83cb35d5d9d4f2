import type { Metadata } from "next"
import { headers } from "next/headers"
import { redirect } from "next/navigation"

import Link from "next/link"

import { getCurrentUser } from "@/lib/data/auth"
import { twoFactorEnrolmentRequired } from "@/lib/data/two-factor"
import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { countUnreadMessages } from "@/lib/data/messages"
import { adminNavigation } from "@/lib/domain/content/admin"
import { MEMBER_REVIEW } from "@/lib/copy/medical-review"
import { can, opensScreen, REVIEWER_SCREENS } from "@/lib/domain/policy"
import { safeAdminPath } from "@/lib/server/http/safe-redirect"
import { Button } from "@/components/ui/button"
import { Toaster } from "@/components/ui/sonner"
import { AdminShell } from "@/components/admin/admin-shell"
import { NoAccess } from "@/components/admin/no-access"
import { ScreenGate, type ScreenGateProps } from "@/components/admin/screen-gate"
import { EnrolRedirect } from "@/components/admin/enrol-redirect"

import { signOutAction } from "../login/actions"

export const metadata: Metadata = { title: { default: "Admin", template: "%s | Admin" }, robots: { index: false, follow: false } }

/**
 * Every screen under /admin except the login: the session is checked here on the server (the proxy only does an
 * optimistic redirect), and again by each data function. The admin shell (nav, breadcrumb) wraps children.
 */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser()
  if (!user) {
    const path = safeAdminPath((await headers()).get("x-admin-path"))
    redirect(`/admin/login?next=${encodeURIComponent(path)}`)
  }
  if (!user.role) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">No access</h1>
        <p className="mt-2 text-muted-foreground">Your account has no access to the admin area.</p>
        <form action={signOutAction} className="mt-6">
          <Button type="submit" variant="outline">
            Logout
          </Button>
        </form>
      </main>
    )
  }
  // The owner's requirement: until this member sets up two-factor sign-in, Account is the only screen.
  const enrolFirst = await twoFactorEnrolmentRequired().catch(() => false)
  const nav = adminNavigation()
  // A member without content work (a Reviewer) sees only the screens their role opens: Medical Review and Account.
  const contentMember = can(user.role, "content")
  const hiddenNav = contentMember
    ? [...(can(user.role, "team") ? [] : ["/admin/team"]), ...(can(user.role, "settings") ? [] : ["/admin/seo-settings"]), ...(can(user.role, "privacy") ? [] : ["/admin/privacy"])]
    : nav.map((item) => item.href).filter((href) => !opensScreen(user.role, href))
  // The unread badge is a nicety: a failure here must not take the whole admin down. A Reviewer reads no messages.
  const unread = contentMember
    ? await countUnreadMessages().catch((error: unknown) => {
        console.error("[admin:layout] unread count failed", error)
        return 0
      })
    : 0
  const gate: Omit<ScreenGateProps, "children"> = enrolFirst
    ? {
        screens: ["/admin/account"],
        fallback: (
          <NoAccess title={TWO_FACTOR.requiredTitle} message={TWO_FACTOR.errors.enrolFirst}>
            <Link href="/admin/account" className="font-medium underline">
              {TWO_FACTOR.requiredLink}
            </Link>
          </NoAccess>
        ),
      }
    : contentMember
      ? { screens: "all", fallback: null }
      : // The dashboard is drawn only to send a Reviewer on to their reviews (page.tsx redirects them).
        { screens: REVIEWER_SCREENS, passThrough: ["/admin"], fallback: <NoAccess title={MEMBER_REVIEW.noAccessTitle} message={MEMBER_REVIEW.noAccess} /> }
  return (
    <>
      <AdminShell email={user.email} logout={signOutAction} nav={nav} unreadMessages={unread} hiddenNav={hiddenNav}>
        {enrolFirst ? <EnrolRedirect to="/admin/account" /> : null}
        {/* One gate element whatever the member's state, so that meeting the owner's two-factor requirement draws
            the screen again in place rather than mounting it anew: the Account card keeps on screen the recovery
            codes it shows only once. */}
        <ScreenGate {...gate}>{children}</ScreenGate>
      </AdminShell>
      <Toaster position="top-right" />
    </>
  )
}
