"use client"

import { useEffect, useRef, useState } from "react"
import { usePathname } from "next/navigation"

import type { LinkValue } from "@/lib/domain/data-fields"
import { SHELL_UI } from "@/lib/copy/public/client/shell"
import type { PublicCopy } from "@/lib/copy/public"
import { Icon } from "@/components/ui/icon"

import { ChromeLink } from "./chrome-link"

type MobileMenuProps = {
  /** The menu's links from top to bottom (the navigation document's mobile menu). */
  links: LinkValue[]
  /** The highlighted button under them; none when its label or link is empty. */
  cta: LinkValue
  ctaClassName: string
  /** Its fixed words in the page's language; English when absent (they are not sent for English pages). */
  text?: Pick<PublicCopy["shell"], "openMenu" | "closeMenu" | "mobileNav">
}

/** The toggle menu below 768 px: closes on route change, outside click and Escape. */
export function MobileMenu({ links, cta, ctaClassName, text = SHELL_UI }: MobileMenuProps) {
  const pathname = usePathname()
  // The menu remembers the path it was opened on, so a route change closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenOn(null)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenOn(null)
    }
    document.addEventListener("pointerdown", onPointerDown)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("pointerdown", onPointerDown)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [open])

  const close = () => setOpen(false)
  const itemClass = "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent"

  return (
    <div ref={root} className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? text.closeMenu : text.openMenu}
        data-testid="mobile-menu-toggle"
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent"
      >
        <Icon name={open ? "x" : "menu"} className="size-6" />
      </button>
      <nav
        id="mobile-menu"
        aria-label={text.mobileNav}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-4 shadow-lg"
      >
        {/* The links render only while open: closed, the menu costs the page no markup. */}
        {open ? (
          <ul className="space-y-1">
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <ChromeLink href={link.href} pathname={pathname} className={itemClass} onActivate={close}>
                  {link.label}
                </ChromeLink>
              </li>
            ))}
            {cta.label && cta.href ? (
              <li className="pt-2">
                <ChromeLink href={cta.href} className={ctaClassName} onActivate={close}>
                  {cta.label}
                </ChromeLink>
              </li>
            ) : null}
          </ul>
        ) : null}
      </nav>
    </div>
  )
}
