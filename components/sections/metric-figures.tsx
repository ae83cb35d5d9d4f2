"use client"

import { FadeIn } from "@/components/motion/fade-in"
import { MotionProvider } from "@/components/motion/motion-provider"

/**
 * The figures of a metrics section, rising into place one after another (framer-motion: LazyMotion loads its
 * features after the page is interactive, and only on pages with such a section). Under reduced motion they stay still.
 */
export function MetricFigures({ children, className }: { children: React.ReactNode[]; className: string }) {
  return (
    <MotionProvider>
      <dl className={className} data-testid="metrics">
        {children.map((child, index) => (
          <FadeIn key={index} delay={index * 0.12} className="flex">
            {child}
          </FadeIn>
        ))}
      </dl>
    </MotionProvider>
  )
}
