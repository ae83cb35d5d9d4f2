/** Smooth scrolling that respects prefers-reduced-motion. Browser-only helpers. */

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth"
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() })
}

/** Scrolls to the element with this id; returns false when the page has none. */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id)
  if (!el) return false
  el.scrollIntoView({ behavior: scrollBehavior(), block: "start" })
  return true
}
