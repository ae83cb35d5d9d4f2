import type { MetricsData } from "@/lib/domain/sections/metrics"
import { cn } from "@/lib/utils"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "./section-heading"

import type { SectionRendererProps } from "./types"

export function MetricsSection({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, items, tone } = data as MetricsData
  const dark = tone === "dark"
  const cols = items.length >= 4 ? "lg:grid-cols-4" : items.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2"
  return (
    <section id={anchor || undefined} aria-labelledby={title ? headingId : undefined} className={dark ? "bg-brand-deep text-white" : "bg-background"}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        {title ? (
          <Reveal className="mb-14">
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} tone={dark ? "dark" : "light"} />
          </Reveal>
        ) : null}
        <dl className={`grid gap-6 sm:grid-cols-2 ${cols}`} data-testid="metrics">
          {items.map((item, index) => (
            <Reveal
              key={index}
              delay={index * 80}
              className={cn("flex flex-col rounded-3xl border p-8 text-center", dark ? "border-white/10 bg-white/5" : "bg-card shadow-sm")}
            >
              <dt className={cn("order-2 mt-3 text-lg font-semibold", dark && "text-white")}>{item.label}</dt>
              <dd className={cn("order-1 font-display text-5xl font-semibold", dark ? "text-[#f0c6b6]" : "text-primary")}>{item.value}</dd>
              {item.detail ? <dd className={cn("order-3 mt-2 text-sm", dark ? "text-[#d5e4e1]" : "text-muted-foreground")}>{item.detail}</dd> : null}
            </Reveal>
          ))}
        </dl>
      </div>
    </section>
  )
}
