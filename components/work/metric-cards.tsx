"use client"

import { FadeIn } from "@/components/motion/fade-in"
import { MotionProvider } from "@/components/motion/motion-provider"

type Metric = { value: string; label: string; detail: string }

/** The three headline metrics, fading in one after another (framer-motion, loaded on the work pages only). */
export function MetricCards({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <MotionProvider>
      <ul className="grid gap-6 md:grid-cols-3" data-testid="work-metrics">
        {metrics.map((metric, index) => (
          <FadeIn as="li" key={metric.label} delay={index * 0.12} className="rounded-3xl border bg-card p-8 text-center shadow-sm">
            <p className="font-display text-6xl font-semibold text-primary">{metric.value}</p>
            <p className="mt-3 text-lg font-semibold">{metric.label}</p>
            <p className="mt-2 text-sm text-muted-foreground">{metric.detail}</p>
          </FadeIn>
        ))}
      </ul>
    </MotionProvider>
  )
}
