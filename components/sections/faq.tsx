import type { FaqData } from "@/lib/domain/sections/faq"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "./section-heading"

import type { SectionRendererProps } from "./types"

/** Questions as native disclosure widgets: keyboard and screen-reader ready, no JavaScript. */
export function FaqSection({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, items } = data as FaqData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-sand">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6 lg:py-24">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
        </Reveal>
        <Reveal className="mt-12 divide-y rounded-2xl border bg-card shadow-sm">
          {items.map((item, index) => (
            <details key={index} className="group px-6 py-5" data-testid="faq-item">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-3 whitespace-pre-line text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </Reveal>
      </div>
    </section>
  )
}
