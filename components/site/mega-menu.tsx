"use client"

import clsx from "clsx"
import { useRef } from "react"

import { MEGA_MENU_PANEL_CLOSE_DELAY, MEGA_MENU_TRIGGER_CLOSE_DELAY } from "@/lib/domain/constants"
import { Icon } from "@/components/ui/icon"

type MegaMenuProps<Id extends string> = {
  id: Id
  label: string
  children: React.ReactNode
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
  children,
  open,
  onOpen,
  onKeyboardFocus,
  onClose,
  onScheduleClose,
  onCancelClose,
}: MegaMenuProps<Id>) {
  const panelId = `${id}-panel`
  const triggerId = `${id}-trigger`
  // A pointer that was already on the trigger when the script attached its listeners never "enters" it: its first
  // movement opens the menu instead, so the visitor need not leave and come back.
  const pointerSeen = useRef(false)

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
        className={clsx("nav-trigger", open && "bg-accent")}
        onPointerEnter={(event) => {
          pointerSeen.current = true
          if (event.pointerType === "mouse") onOpen(id)
        }}
        onPointerMove={(event) => {
          if (pointerSeen.current) return
          pointerSeen.current = true
          if (event.pointerType === "mouse" && !open) onOpen(id)
        }}
        onPointerLeave={(event) => {
          pointerSeen.current = true
          if (event.pointerType === "mouse") onScheduleClose(MEGA_MENU_TRIGGER_CLOSE_DELAY)
        }}
        onFocus={(event) => {
          if (event.currentTarget.matches(":focus-visible")) onKeyboardFocus(id)
        }}
        onClick={() => onOpen(id)}
      >
        {label}
        <Icon name="chevron-down" className={clsx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        role="region"
        aria-labelledby={triggerId}
        hidden={!open}
        data-testid={`${id}-panel`}
        onPointerEnter={onCancelClose}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) onClose(id, false)
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") onScheduleClose(MEGA_MENU_PANEL_CLOSE_DELAY)
        }}
        className="mega-panel"
      >
        {children}
      </div>
    </div>
  )
}
