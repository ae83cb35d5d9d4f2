"use client"

import { useEffect } from "react"

import { prefersReducedMotion } from "@/components/site/scroll"

/** A section reveals once its top is above 80% of the viewport height. */
export const REVEAL_ROOT_MARGIN = "0px 0px -20% 0px"
export const REVEAL_LINE = 0.8

/**
 * Watches every [data-reveal] element of the page with one IntersectionObserver. Blocks already above the line
 * are marked before the hidden state switches on, in the same task, so nothing flashes.
 */
export function RevealObserver() {
  useEffect(() => {
    if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return
    const root = document.documentElement
    const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])")]
    const line = window.innerHeight * REVEAL_LINE
    const reveal = (el: Element) => el.setAttribute("data-revealed", "")

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          reveal(entry.target)
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    )
    // Every position is read before any block is marked: a read after a mark would lay the page out again.
    const above = pending.map((el) => el.getBoundingClientRect().top < line)
    pending.forEach((el, index) => (above[index] ? reveal(el) : observer.observe(el)))
    root.dataset.reveal = "on"
    return () => {
      observer.disconnect()
      delete root.dataset.reveal
    }
  }, [])
  return null
}
