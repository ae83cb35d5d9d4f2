"use client"

import { scrollToTop } from "@/components/site/scroll"
import { Icon } from "@/components/ui/icon"

export function ScrollToTopButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={scrollToTop}
      className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${className ?? ""}`}
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  )
}
