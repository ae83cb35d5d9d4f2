"use client"

import { useCallback, useEffect, useRef, useState } from "react"
import Link from "next/link"
import { usePathname } from "next/navigation"

import { NAV_LINKS } from "@/lib/domain/constants"
import { RESOURCES_MENU, SERVICES_MENU } from "@/lib/domain/site"

import { ContactLink } from "./contact-link"
import { MegaMenu } from "./mega-menu"
import { MegaMenuLinks } from "./mega-menu-links"

type MenuId = "services" | "resources"

const linkClass = "nav-link"

/**
 * Desktop navigation: two mega-menus (one open at a time) with the spec's close delays, plus plain links. The
 * panels' links come from this bundle and render only while open, so no page carries them in its HTML and payload.
 */
export function DesktopNav({ ctaClassName }: { ctaClassName: string }) {
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

  const openMenuById = useCallback(
    (id: MenuId) => {
      cancelClose()
      setOpenState({ id, path: pathname })
    },
    [cancelClose, pathname],
  )

  const openOnKeyboardFocus = useCallback(
    (id: MenuId) => {
      if (!returningFocus.current) openMenuById(id)
    },
    [openMenuById],
  )

  const closeMenu = useCallback(
    (id: MenuId, focusTrigger: boolean) => {
      cancelClose()
      setOpenState((current) => (current?.id === id ? null : current))
      if (focusTrigger) {
        returningFocus.current = true
        document.getElementById(`${id}-trigger`)?.focus()
        returningFocus.current = false
      }
    },
    [cancelClose],
  )

  const shared = { onScheduleClose: scheduleClose, onCancelClose: cancelClose }

  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {(["services", "resources"] as const).map((id) => (
        <MegaMenu
          key={id}
          id={id}
          label={id === "services" ? "Services" : "Resources"}
          open={openMenu === id}
          onOpen={openMenuById}
          onKeyboardFocus={openOnKeyboardFocus}
          onClose={closeMenu}
          {...shared}
        >
          {openMenu === id ? <MegaMenuLinks items={id === "services" ? SERVICES_MENU : RESOURCES_MENU} /> : null}
        </MegaMenu>
      ))}
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
      <ContactLink className={ctaClassName} data-testid="book-call">
        Book a Call
      </ContactLink>
    </nav>
  )
}
