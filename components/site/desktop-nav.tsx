"use client"

import { useCallback, useEffect, useRef, useState } from "react"
import { usePathname } from "next/navigation"

import type { LinkValue } from "@/lib/domain/data-fields"
import { idsFromLabels } from "@/lib/domain/site-content/format"
import { SHELL_UI } from "@/lib/copy/public/client/shell"

import { ChromeLink } from "./chrome-link"
import { MegaMenu } from "./mega-menu"
import { MegaMenuLinks, type DesktopNavPanelLink } from "./mega-menu-links"

type MenuId = string

const linkClass = "nav-link"

/** A top-level entry: a plain link, or a mega-menu with the links of its panel (desktopNavItems in site-header). */
export type DesktopNavItem = { label: string; href: string; panel?: never } | { label: string; panel: DesktopNavPanelLink[] }

type DesktopNavProps = {
  /** The entries from left to right (the navigation document): links and mega-menus. */
  items: DesktopNavItem[]
  /** The highlighted button after them; none when its label or link is empty. */
  cta: LinkValue
  ctaClassName: string
  /** The navigation's name in the page's language; English when absent. */
  label?: string
}

/**
 * Desktop navigation: mega-menus (one open at a time) with the spec's close delays, plus plain links. The panels'
 * links render only while open, so no page carries them in its HTML (they travel once, as this component's props).
 */
export function DesktopNav({ items, cta, ctaClassName, label = SHELL_UI.mainNav }: DesktopNavProps) {
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

  const ids = idsFromLabels(
    items.map((item) => item.label),
    "",
    "menu",
  )

  return (
    <nav aria-label={label} className="ml-auto hidden items-center gap-1 md:flex">
      {items.map((item, index) =>
        item.panel ? (
          <MegaMenu
            key={ids[index]}
            id={ids[index]!}
            label={item.label}
            open={openMenu === ids[index]}
            onOpen={openMenuById}
            onKeyboardFocus={openOnKeyboardFocus}
            onClose={closeMenu}
            {...shared}
          >
            {openMenu === ids[index] ? <MegaMenuLinks items={item.panel} /> : null}
          </MegaMenu>
        ) : (
          <ChromeLink key={ids[index]} href={item.href} pathname={pathname} className={linkClass}>
            {item.label}
          </ChromeLink>
        ),
      )}
      {cta.label && cta.href ? (
        <ChromeLink href={cta.href} className={ctaClassName} data-testid="book-call">
          {cta.label}
        </ChromeLink>
      ) : null}
    </nav>
  )
}
