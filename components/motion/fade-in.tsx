"use client"

import { m } from "framer-motion"

import { clsx } from "clsx"

type FadeInProps = { children: React.ReactNode; delay?: number; className?: string; as?: "div" | "li" }

/**
 * Rises into place once its top passes 80% of the viewport. Transform only, like the CSS reveal, so text
 * is never drawn at partial opacity (its contrast holds throughout). Under reduced motion the CSS override keeps it
 * still. Needs a MotionProvider above it.
 */
export function FadeIn({ children, delay = 0, className, as = "div" }: FadeInProps) {
  const Component = as === "li" ? m.li : m.div
  return (
    <Component
      data-motion=""
      className={clsx("motion-reduce:!transform-none", className)}
      initial={{ y: 48, scale: 0.96 }}
      whileInView={{ y: 0, scale: 1 }}
      viewport={{ once: true, margin: "0px 0px -20% 0px" }}
      transition={{ duration: 0.6, ease: [0.22, 1, 0.36, 1], delay }}
    >
      {children}
    </Component>
  )
}

/** Without JavaScript nothing would ever move into place: keep such blocks where they belong. */
export function FadeInNoScript() {
  return (
    <noscript>
      <style>{"[data-motion]{transform:none!important}"}</style>
    </noscript>
  )
}
