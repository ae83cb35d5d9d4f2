import type { IndustriesData } from "@/lib/domain/sections/industries"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { SectionHeading } from "./section-heading"
import type { SectionRendererProps } from "./types"

export function IndustriesSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, items } = data as IndustriesData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-sand">
      <div className="home-section">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} />
        </Reveal>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {items.map(({ title: itemTitle, description, icon }, index) => (
            <Reveal as="li" key={index} delay={index * 70} className="industry-card">
              {icon ? (
                <span className="industry-icon">
                  <Icon name={icon} className="size-5" />
                </span>
              ) : null}
              <h3 className="industry-title">{itemTitle}</h3>
              <p className="industry-text">{description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
