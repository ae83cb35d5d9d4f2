"use client"

import clsx from "clsx"

import { HEADER_SCROLL_THRESHOLD } from "@/lib/domain/constants"
import { useScrolledPast } from "@/components/site/use-scrolled-past"

/** The fixed header bar; it takes its scrolled style once the page is scrolled more than 50 px. */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled ? "true" : "false"}
      className={clsx(
        "fixed inset-x-0 top-0 z-50 h-16 border-b transition-[background-color,box-shadow,border-color] duration-300",
        scrolled
          ? "border-border bg-background/95 shadow-md backdrop-blur supports-[backdrop-filter]:bg-background/80"
          : "border-transparent bg-background/70",
      )}
    >
      {children}
    </header>
  )
}
