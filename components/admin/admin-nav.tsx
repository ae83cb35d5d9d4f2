"use client"

import Link from "next/link"
import { usePathname } from "next/navigation"
import {
  ArrowRightLeft,
  ChartLine,
  Download,
  Menu,
  PanelsTopLeft,
  Trophy,
  FileText,
  Files,
  Folder,
  History,
  Image as ImageIcon,
  Inbox,
  Handshake,
  LayoutDashboard,
  ListChecks,
  ShieldCheck,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react"

import { SHELL } from "@/lib/copy/admin"
import type { AdminNavItem } from "@/lib/domain/content/admin"
import { cn } from "@/lib/utils"

import { isNavActive } from "./nav-active"

/** Icons by address; an entry with none mapped (a newly declared content type) gets DEFAULT_ICON. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  "/admin": LayoutDashboard,
  "/admin/analytics": ChartLine,
  "/admin/posts": FileText,
  "/admin/pages": Files,
  "/admin/site-pages": PanelsTopLeft,
  "/admin/case-studies": Trophy,
  "/admin/resources": Download,
  "/admin/settings": Menu,
  "/admin/media": ImageIcon,
  "/admin/messages": Inbox,
  "/admin/leads": Handshake,
  "/admin/privacy": ShieldCheck,
  "/admin/redirects": ArrowRightLeft,
  "/admin/people": Users,
  "/admin/seo-settings": ListChecks,
  "/admin/activity": History,
  "/admin/team": Users,
  "/admin/account": UserCog,
}

const DEFAULT_ICON: LucideIcon = Folder

/** items: the navigation (adminNavigation(), made on the server); hidden: entries the member's role does not open (decided on the server from the role policy). */
type AdminNavProps = {
  items: readonly AdminNavItem[]
  orientation: "vertical" | "horizontal"
  unreadMessages?: number
  hidden?: readonly string[]
}

export function AdminNav({ items, orientation, unreadMessages = 0, hidden = [] }: AdminNavProps) {
  const pathname = usePathname()
  const vertical = orientation === "vertical"
  return (
    <nav aria-label={SHELL.nav} data-testid={`admin-nav-${orientation}`}>
      <ul className={cn(vertical ? "flex flex-col gap-1" : "flex gap-1 overflow-x-auto px-3 py-2")}>
        {items.filter((item) => !hidden.includes(item.href)).map((item) => {
          const Icon = ICONS[item.href] ?? DEFAULT_ICON
          const active = isNavActive(pathname, item.href)
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                data-active={active || undefined}
                className={cn(
                  // relative: the badge's screen-reader text (absolutely positioned) stays inside the scrolling
                  // horizontal nav instead of widening the whole page on a phone.
                  "relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  active ? "bg-primary text-primary-foreground" : "text-foreground/80 hover:bg-accent hover:text-accent-foreground",
                  !vertical && "gap-2 px-3 py-1.5",
                )}
              >
                <Icon aria-hidden className="size-4" />
                <span>{item.label}</span>
                {item.href === "/admin/messages" && unreadMessages > 0 ? (
                  <span
                    className={cn(
                      "ml-auto rounded-full px-1.5 text-xs tabular-nums",
                      active ? "bg-primary-foreground/20" : "bg-blush/20 text-brand-deep",
                    )}
                  >
                    <span className="sr-only">unread: </span>
                    {unreadMessages}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
