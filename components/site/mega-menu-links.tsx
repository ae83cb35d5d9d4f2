import Link from "next/link"

import type { NavMenuLink } from "@/lib/domain/site-content/navigation"
import { Icon } from "@/components/ui/icon"

/** A panel link as it travels in the page's payload: without its icon when it has none. */
export type DesktopNavPanelLink = Omit<NavMenuLink, "icon"> & { icon?: NonNullable<NavMenuLink["icon"]> }

/** The links of a mega-menu panel (icons from the sprite, so they add no JavaScript). */
export function MegaMenuLinks({ items }: { items: readonly DesktopNavPanelLink[] }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2">
      {items.map((item, index) => {
        return (
          <li key={`${index}-${item.href}`}>
            <Link
              href={item.href}
              className="flex gap-3 rounded-lg p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
            >
              {item.icon ? (
                <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
                  <Icon name={item.icon} className="size-4" />
                </span>
              ) : null}
              <span>
                <span className="block text-sm font-semibold">{item.title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{item.description}</span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
