import Link from "next/link"

import type { ServicesGridData } from "@/lib/domain/sections/services-grid"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { SectionHeading } from "./section-heading"
import type { SectionRendererProps } from "./types"

/** Service cards, three to a row; on the home page it carries the anchor services. */
export function ServicesGridSection({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, linkLabel, items } = data as ServicesGridData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-sand">
      <div className="home-section">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
        </Reveal>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ title: itemTitle, description: text, href, icon }, index) => (
            <Reveal
              as="li"
              key={index}
              delay={(index % 3) * 90}
              className="group service-card"
              data-testid="service-card"
            >
              {icon ? (
                <span className="service-card-icon">
                  <Icon name={icon} className="size-6" />
                </span>
              ) : null}
              <h3 className="service-card-title">{itemTitle}</h3>
              <p className="service-card-text">{text}</p>
              <Link href={href} className="service-card-link">
                {linkLabel}
                <span className="sr-only"> about {itemTitle}</span>
                <Icon name="arrow-right" className="service-card-arrow" />
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
