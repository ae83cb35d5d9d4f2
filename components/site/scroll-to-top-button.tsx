"use client"

import { scrollToTop } from "@/components/site/scroll"
import { Icon } from "@/components/ui/icon"
import { SHELL_UI } from "@/lib/copy/public/client/shell"

/** `label`: its accessible name; English unless the page is in another language. */
export function ScrollToTopButton({ className, label = SHELL_UI.scrollToTop }: { className?: string; label?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={scrollToTop}
      className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${className ?? ""}`}
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  )
}
