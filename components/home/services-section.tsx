import Link from "next/link"

import { SERVICES } from "@/lib/domain/site"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { HOME_SERVICES } from "./content"
import { SectionHeading } from "./section-heading"

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-sand">
      <div className="home-section">
        <Reveal>
          <SectionHeading id="services-title" eyebrow="What We Do" title={HOME_SERVICES.title} description={HOME_SERVICES.description} />
        </Reveal>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ title, description, href, icon }, index) => (
            <Reveal
              as="li"
              key={href}
              delay={(index % 3) * 90}
              className="group service-card"
              data-testid="service-card"
            >
              <span className="service-card-icon">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="service-card-title">{title}</h3>
              <p className="service-card-text">{description}</p>
              <Link href={href} className="service-card-link">
                {HOME_SERVICES.cta}
                <span className="sr-only"> about {title}</span>
                <Icon name="arrow-right" className="service-card-arrow" />
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
