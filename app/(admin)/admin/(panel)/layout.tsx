import { headers } from "next/headers"
import { redirect } from "next/navigation"

import { getCurrentUser } from "@/lib/data/auth"
import { safeAdminPath } from "@/lib/safe-redirect"
import { Button } from "@/components/ui/button"

import { signOutAction } from "../login/actions"

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
  return (
    <div className="min-h-dvh">
      <header className="flex items-center justify-between border-b px-4 py-3">
        <span className="font-semibold">Admin</span>
        <div className="flex items-center gap-3 text-sm">
          <span data-testid="admin-user-email">{user.email}</span>
          <form action={signOutAction}>
            <Button type="submit" variant="outline" size="sm">
              Logout
            </Button>
          </form>
        </div>
      </header>
      {children}
    </div>
  )
}
