"use client"

import clsx from "clsx"

import { HEADER_SCROLL_THRESHOLD } from "@/lib/domain/constants"
import { useScrolledPast } from "@/components/site/use-scrolled-past"

import { Logo } from "./logo"

/**
 * The fixed header bar with the logo; it takes its scrolled style once the page is scrolled more than 50 px. Its
 * fixed markup (bar, row, logo) lives here, in the cached site bundle, so each page's RSC payload carries only the
 * site's name and the menus' props.
 */
type HeaderFrameProps = {
  siteName: string
  /** The logo's link: the home page in the page's language ("/" when absent). */
  homeHref?: string
  children: React.ReactNode
}

export function HeaderFrame({ siteName, homeHref, children }: HeaderFrameProps) {
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
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo name={siteName} href={homeHref} />
        {children}
      </div>
    </header>
  )
}
