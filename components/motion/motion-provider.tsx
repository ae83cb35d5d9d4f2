"use client"

import { LazyMotion, MotionConfig } from "framer-motion"

const loadFeatures = () => import("./motion-features").then((mod) => mod.default)

/**
 * framer-motion for the pages that use it: LazyMotion + the m component keep the first load small, the animation
 * features arrive in a separate chunk, and reducedMotion="user" honours the visitor's setting.
 */
export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
