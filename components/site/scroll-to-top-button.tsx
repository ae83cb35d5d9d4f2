"use client"

import { ArrowUp } from "lucide-react"

import { scrollToTop } from "@/lib/scroll"
import { cn } from "@/lib/utils"

export function ScrollToTopButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={scrollToTop}
      className={cn("inline-flex size-11 items-center justify-center rounded-full transition-colors", className)}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  )
}
