"use client"

import { useLayoutEffect } from "react"

import { INTRO_DURATION_MS, INTRO_SEEN_KEY } from "./intro-constants"

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
 * so decide here, before paint. When the fade-out ends (or had already ended before hydration) the overlay is
 * removed (data-intro="done"); once the visitor leaves the home page the intro counts as played.
 */
export function IntroSession() {
  useLayoutEffect(() => {
    const root = document.documentElement
    if (!root.dataset.intro) root.dataset.intro = decide()
    const overlay = document.querySelector<HTMLElement>("[data-intro-overlay]")
    const finish = () => {
      if (root.dataset.intro === "play") root.dataset.intro = "done"
    }
    const onEnd = (event: AnimationEvent) => {
      if (event.target === overlay) finish()
    }
    if (overlay && root.dataset.intro === "play") {
      // Before 2.5 s from navigation the fade cannot have ended: asking the overlay for its animations would make
      // the browser bring the whole page's style up to date in the middle of hydration, for nothing.
      const mayHaveEnded = performance.now() >= INTRO_DURATION_MS
      if (mayHaveEnded && overlay.getAnimations().every((animation) => animation.playState === "finished")) finish()
      else overlay.addEventListener("animationend", onEnd)
    }
    const mountedAt = performance.now()
    return () => {
      overlay?.removeEventListener("animationend", onEnd)
      // React's development double-mount unmounts at once; only a real departure marks the intro as played.
      if (performance.now() - mountedAt > 100) root.dataset.intro = "skip"
    }
  }, [])
  return null
}
