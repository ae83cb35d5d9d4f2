"use client"

import { useEffect, useRef } from "react"

import { prefersReducedMotion } from "@/components/site/scroll"

/**
 * A soft light that follows the mouse over its parent. Pointer moves are coalesced to one write per animation
 * frame, straight to the element's transform: no React state, no re-render per move.
 */
export function HeroGlow() {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const glow = ref.current
    const area = glow?.parentElement
    if (!glow || !area || prefersReducedMotion()) return
    let frame = 0
    let x = 0
    let y = 0
    const paint = () => {
      frame = 0
      glow.style.transform = `translate3d(${x}px, ${y}px, 0)`
      glow.style.opacity = "1"
    }
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return
      const rect = area.getBoundingClientRect()
      x = event.clientX - rect.left
      y = event.clientY - rect.top
      if (!frame) frame = requestAnimationFrame(paint)
    }
    const onLeave = () => {
      if (frame) cancelAnimationFrame(frame)
      frame = 0
      glow.style.opacity = "0"
    }
    area.addEventListener("pointermove", onMove, { passive: true })
    area.addEventListener("pointerleave", onLeave)
    return () => {
      area.removeEventListener("pointermove", onMove)
      area.removeEventListener("pointerleave", onLeave)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  return <div ref={ref} aria-hidden="true" className="hero-glow" data-testid="hero-glow" />
}
