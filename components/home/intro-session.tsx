"use client"

import { useLayoutEffect } from "react"

import { INTRO_SEEN_KEY, INTRO_TOTAL_MS } from "./intro-constants"

function decide(): "play" | "skip" {
  try {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return "skip"
    if (window.sessionStorage.getItem(INTRO_SEEN_KEY)) return "skip"
    window.sessionStorage.setItem(INTRO_SEEN_KEY, "1")
    return "play"
  } catch {
    return "skip"
  }
}

/**
 * The inline script decides on a full page load. On a client-side navigation to the home page it did not run,
 * so decide here, before paint, and remove the overlay once it has faded. Once the visitor leaves the home page
 * the intro counts as played.
 */
export function IntroSession() {
  useLayoutEffect(() => {
    const root = document.documentElement
    let timer: ReturnType<typeof setTimeout> | undefined
    if (!root.dataset.intro) {
      root.dataset.intro = decide()
      if (root.dataset.intro === "play") {
        timer = setTimeout(() => {
          if (root.dataset.intro === "play") root.dataset.intro = "done"
        }, INTRO_TOTAL_MS)
      }
    }
    const mountedAt = performance.now()
    return () => {
      // React's development double-mount unmounts at once; only a real departure marks the intro as played.
      if (performance.now() - mountedAt > 100) {
        clearTimeout(timer)
        root.dataset.intro = "skip"
      }
    }
  }, [])
  return null
}
