"use client"

import { useEffect, useState } from "react"

/**
 * True while window.scrollY is greater than the threshold. The threshold is a number of pixels or a function
 * of the window (for "one viewport height"); updates are batched to one per animation frame.
 */
export function useScrolledPast(threshold: number | ((win: Window) => number)): boolean {
  const [past, setPast] = useState(false)

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const limit = typeof threshold === "function" ? threshold(window) : threshold
      setPast(window.scrollY > limit)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [threshold])

  return past
}

export const viewportHeight = (win: Window) => win.innerHeight
