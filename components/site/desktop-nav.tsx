"use client"

import { useCallback, useEffect, useRef, useState } from "react"
import Link from "next/link"
import { usePathname } from "next/navigation"

import {
  MEGA_MENU_PANEL_CLOSE_DELAY,
  MEGA_MENU_TRIGGER_CLOSE_DELAY,
  NAV_LINKS,
  RESOURCES_MENU,
  SERVICES_MENU,
} from "@/lib/site"
import { buttonVariants } from "@/components/ui/button"

import { ContactLink } from "./contact-link"
import { MegaMenu } from "./mega-menu"

type MenuId = "services" | "resources"

const linkClass = "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent"

/** Desktop navigation: two mega-menus (one open at a time) with the spec's close delays, plus plain links. */
export function DesktopNav() {
  const pathname = usePathname()
  // Remember the path a menu was opened on, so a route change closes it without an effect.
  const [openState, setOpenState] = useState<{ id: MenuId; path: string } | null>(null)
  const openMenu = openState?.path === pathname ? openState.id : null
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // Escape returns focus to the trigger; that focus must not reopen the menu it just closed.
  const returningFocus = useRef(false)

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }, [])

  const scheduleClose = useCallback(
    (delay: number) => {
      cancelClose()
      timer.current = setTimeout(() => setOpenState(null), delay)
    },
    [cancelClose],
  )

  useEffect(() => cancelClose, [cancelClose])

  const menuProps = (id: MenuId) => ({
    id,
    open: openMenu === id,
    onOpen: () => {
      cancelClose()
      setOpenState({ id, path: pathname })
    },
    onKeyboardFocus: () => {
      if (returningFocus.current) return
      cancelClose()
      setOpenState({ id, path: pathname })
    },
    onClose: (options?: { focusTrigger?: boolean }) => {
      cancelClose()
      setOpenState((current) => (current?.id === id ? null : current))
      if (options?.focusTrigger) {
        returningFocus.current = true
        document.getElementById(`${id}-trigger`)?.focus()
        returningFocus.current = false
      }
    },
    onPointerLeaveTrigger: () => scheduleClose(MEGA_MENU_TRIGGER_CLOSE_DELAY),
    onPointerLeavePanel: () => scheduleClose(MEGA_MENU_PANEL_CLOSE_DELAY),
    onPointerEnterPanel: cancelClose,
  })

  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      <MegaMenu label="Services" items={SERVICES_MENU} {...menuProps("services")} />
      <MegaMenu label="Resources" items={RESOURCES_MENU} {...menuProps("resources")} />
      {NAV_LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          aria-current={pathname === link.href ? "page" : undefined}
          className={linkClass}
        >
          {link.title}
        </Link>
      ))}
      <ContactLink className={linkClass}>Contact</ContactLink>
      <ContactLink className={buttonVariants({ size: "sm", className: "ml-2" })} data-testid="book-call">
        Book a Call
      </ContactLink>
    </nav>
  )
}
