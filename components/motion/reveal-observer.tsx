"use client"

import { useEffect } from "react"

import { prefersReducedMotion } from "@/components/site/scroll"

/** A section reveals once its top is above 80% of the viewport height (the line). */
export const REVEAL_ROOT_MARGIN = "0px 0px -20% 0px"

/**
 * Watches every [data-reveal] element of the page with one IntersectionObserver. Nothing is measured here: the
 * observer's first report (delivered after the next frame's layout, which the browser does anyway) says where each
 * block is, and blocks already above the line are marked before the hidden state switches on, in that same task,
 * so nothing flashes. Reading each block's position here instead made the browser lay out the whole page in the
 * middle of hydration: on the home page, one task of 40 to 60 ms on the benchmark machine (docs/performance.md).
 */
export function RevealObserver() {
  useEffect(() => {
    if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return
    const root = document.documentElement
    const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])")]
    const reveal = (el: Element) => el.setAttribute("data-revealed", "")
    let started = false

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // Above the line (in view), or laid out and already scrolled past (a reload halfway down the page).
          const passed = !started && entry.boundingClientRect.height > 0 && entry.boundingClientRect.bottom <= 0
          if (!entry.isIntersecting && !passed) continue
          reveal(entry.target)
          observer.unobserve(entry.target)
        }
        if (!started) {
          started = true
          root.dataset.reveal = "on"
        }
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    )
    for (const el of pending) observer.observe(el)
    if (pending.length === 0) root.dataset.reveal = "on"
    return () => {
      observer.disconnect()
      delete root.dataset.reveal
    }
  }, [])
  return null
}
