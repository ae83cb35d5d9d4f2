import type { MetricsData } from "@/lib/domain/sections/metrics"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "@/components/home/section-heading"

import type { SectionRendererProps } from "./types"

export function MetricsSection({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, items } = data as MetricsData
  const cols = items.length >= 4 ? "lg:grid-cols-4" : items.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2"
  return (
    <section id={anchor || undefined} aria-labelledby={title ? headingId : undefined} className="bg-background">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        {title ? (
          <Reveal className="mb-14">
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
          </Reveal>
        ) : null}
        <dl className={`grid gap-6 sm:grid-cols-2 ${cols}`} data-testid="metrics">
          {items.map((item, index) => (
            <Reveal key={index} delay={index * 80} className="flex flex-col-reverse rounded-3xl border bg-card p-8 text-center shadow-sm">
              <dt className="mt-3 text-lg font-semibold">{item.label}</dt>
              <dd className="font-display text-5xl font-semibold text-primary">{item.value}</dd>
            </Reveal>
          ))}
        </dl>
      </div>
    </section>
  )
}
