"use client"

import { LazyMotion, MotionConfig } from "framer-motion"

// domMax (layout animations) arrives in its own chunk after the editor is interactive.
const loadFeatures = () => import("./reorder-motion-features").then((mod) => mod.default)

/**
 * framer-motion for the page builder: a moved, added or removed section card glides to its new place, so the
 * editor sees where it went. LazyMotion with the m component keeps the editor's first load small; reducedMotion
 * "user" keeps the cards still for people who asked for less motion.
 */
export function ReorderMotion({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user" transition={{ duration: 0.2, ease: [0.22, 1, 0.36, 1] }}>
        {children}
      </MotionConfig>
    </LazyMotion>
  )
}
