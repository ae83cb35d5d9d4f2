"use client"

import { useEffect } from "react"

import { scrollToTop } from "@/components/site/scroll"
import { TOP_CLICK_ZONE } from "@/lib/domain/constants"

/** A click within 20 px of the viewport's top edge, while scrolled down more than one viewport, goes back up. */
export function TopClickScroll() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.clientY <= TOP_CLICK_ZONE && window.scrollY > window.innerHeight) scrollToTop()
    }
    document.addEventListener("click", onClick)
    return () => document.removeEventListener("click", onClick)
  }, [])
  return null
}
