import Link from "next/link"

import { SHELL } from "@/lib/copy/admin"
import type { AdminNavItem } from "@/lib/domain/content/admin"
import { SITE } from "@/lib/domain/site"
import { Badge } from "@/components/ui/badge"

import { AdminNav } from "./admin-nav"
import { LogoutButton } from "./logout-button"

type AdminShellProps = {
  email: string
  logout: () => Promise<void>
  /** The navigation's entries (adminNavigation()). */
  nav: readonly AdminNavItem[]
  unreadMessages?: number
  /** Navigation entries this member's role does not open. */
  hiddenNav?: readonly string[]
  children: React.ReactNode
}

/** Top bar (brand, Admin badge, e-mail, Logout), the left navigation, and the page area. */
export function AdminShell({ email, logout, nav, unreadMessages, hiddenNav, children }: AdminShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background">
        <div className="flex h-14 items-center gap-3 px-3 sm:px-6">
          <Link href="/admin" className="flex min-w-0 items-center gap-2 font-display text-lg font-semibold text-brand-deep">
            <span className="truncate">{SITE.name}</span>
          </Link>
          <Badge variant="secondary" data-testid="admin-badge">
            {SHELL.badge}
          </Badge>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <span className="hidden max-w-[16rem] truncate text-sm text-muted-foreground sm:inline" data-testid="admin-user-email">
              {email}
            </span>
            <LogoutButton action={logout} />
          </div>
        </div>
        <div className="border-t md:hidden">
          <p className="truncate px-4 pt-2 text-xs text-muted-foreground" aria-hidden>
            {email}
          </p>
          <AdminNav items={nav} orientation="horizontal" unreadMessages={unreadMessages} hidden={hiddenNav} />
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r bg-background p-4 md:block">
          <div className="sticky top-18">
            <AdminNav items={nav} orientation="vertical" unreadMessages={unreadMessages} hidden={hiddenNav} />
          </div>
        </aside>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  )
}
