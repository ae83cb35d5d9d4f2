"use client"

import { m } from "framer-motion"

import { cn } from "@/lib/utils"

type FadeInProps = { children: React.ReactNode; delay?: number; className?: string; as?: "div" | "li" }

/**
 * Fades and rises into view once its top passes 80% of the viewport (SPEC §9); opacity and transform only.
 * Under reduced motion the CSS override keeps it simply visible. Needs a MotionProvider above it.
 */
export function FadeIn({ children, delay = 0, className, as = "div" }: FadeInProps) {
  const Component = as === "li" ? m.li : m.div
  return (
    <Component
      data-motion=""
      className={cn("motion-reduce:!transform-none motion-reduce:!opacity-100", className)}
      initial={{ opacity: 0, y: 24 }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, margin: "0px 0px -20% 0px" }}
      transition={{ duration: 0.6, ease: [0.22, 1, 0.36, 1], delay }}
    >
      {children}
    </Component>
  )
}

/** Without JavaScript nothing would ever fade in: keep such blocks visible. */
export function FadeInNoScript() {
  return (
    <noscript>
      <style>{"[data-motion]{opacity:1!important;transform:none!important}"}</style>
    </noscript>
  )
}
