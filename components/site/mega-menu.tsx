"use client"

import Link from "next/link"
import { ChevronDown } from "lucide-react"

import { MEGA_MENU_PANEL_CLOSE_DELAY, MEGA_MENU_TRIGGER_CLOSE_DELAY, type MenuItem } from "@/lib/site"
import { cn } from "@/lib/utils"

type MegaMenuProps<Id extends string> = {
  id: Id
  label: string
  items: MenuItem[]
  open: boolean
  onOpen: (id: Id) => void
  onKeyboardFocus: (id: Id) => void
  onClose: (id: Id, focusTrigger: boolean) => void
  onScheduleClose: (delay: number) => void
  onCancelClose: () => void
}

/**
 * One desktop mega-menu: a disclosure button and its panel of links. It closes 500 ms after the pointer leaves
 * the trigger and 300 ms after it leaves the panel; the timer itself lives in DesktopNav (one menu open at a time).
 */
export function MegaMenu<Id extends string>({
  id,
  label,
  items,
  open,
  onOpen,
  onKeyboardFocus,
  onClose,
  onScheduleClose,
  onCancelClose,
}: MegaMenuProps<Id>) {
  const panelId = `${id}-panel`
  const triggerId = `${id}-trigger`

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation()
          onClose(id, true)
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (open && (!next || !event.currentTarget.contains(next))) onClose(id, false)
      }}
    >
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={`${id}-trigger`}
        className={cn(
          "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-accent",
          open && "bg-accent",
        )}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") onOpen(id)
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") onScheduleClose(MEGA_MENU_TRIGGER_CLOSE_DELAY)
        }}
        onFocus={(event) => {
          if (event.currentTarget.matches(":focus-visible")) onKeyboardFocus(id)
        }}
        onClick={() => onOpen(id)}
      >
        {label}
        <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        role="region"
        aria-labelledby={triggerId}
        hidden={!open}
        data-testid={`${id}-panel`}
        onPointerEnter={onCancelClose}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") onScheduleClose(MEGA_MENU_PANEL_CLOSE_DELAY)
        }}
        className="absolute top-full left-1/2 z-50 mt-2 w-[min(40rem,90vw)] -translate-x-1/2 rounded-xl border bg-popover p-3 text-popover-foreground shadow-xl"
      >
        <ul className="grid gap-1 sm:grid-cols-2">
          {items.map((item) => {
            const Icon = item.icon
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => onClose(id, false)}
                  className="flex gap-3 rounded-lg p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
                >
                  {Icon ? (
                    <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
                      <Icon aria-hidden className="size-4" />
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
      </div>
    </div>
  )
}
