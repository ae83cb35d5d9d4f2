"use client"

import { usePathname } from "next/navigation"

import { isUnderScreen } from "@/lib/domain/policy"

export type ScreenGateProps = {
  /** The path prefixes this member opens (policy's REVIEWER_SCREENS for a Reviewer); "all" for every screen. */
  screens: readonly string[] | "all"
  /**
   * Paths drawn as they are, though not listed: a screen whose page sends this member on (a redirect in a page is
   * only followed when the page is drawn).
   */
  passThrough?: readonly string[]
  /** What every other screen shows instead (the no-access notice). */
  fallback: React.ReactNode
  children: React.ReactNode
}

/**
 * Shows the screen only on the paths a member's role opens, else the fallback. It reads the path in the browser, so
 * it holds on a client-side navigation too, where the panel's layout is not drawn again. The data layer refuses the
 * data of every other screen anyway: this only keeps the member from a screen of failed loads.
 */
export function ScreenGate({ screens, passThrough = [], fallback, children }: ScreenGateProps) {
  const path = usePathname()
  const open = screens === "all" || passThrough.includes(path) || isUnderScreen(path, screens)
  return <>{open ? children : fallback}</>
}
