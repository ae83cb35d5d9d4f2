import type { WhyUsData } from "@/lib/domain/sections/why-us"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { SectionHeading } from "./section-heading"
import type { SectionRendererProps } from "./types"

export function WhyUsSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, items } = data as WhyUsData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-background">
      <div className="home-section">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} />
        </Reveal>
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map(({ title: itemTitle, description, icon }, index) => (
            <Reveal
              as="li"
              key={index}
              delay={(index % 3) * 90}
              className="why-card"
            >
              {icon ? <Icon name={icon} className="size-8 text-blush" /> : null}
              <h3 className="why-card-title">{itemTitle}</h3>
              <p className="why-card-text">{description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
