import Link from "next/link"

import { SERVICES } from "@/lib/site"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { HOME_SERVICES } from "./content"
import { SectionHeading } from "./section-heading"

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
        <Reveal>
          <SectionHeading id="services-title" eyebrow="What We Do" title={HOME_SERVICES.title} description={HOME_SERVICES.description} />
        </Reveal>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ title, description, href, icon }, index) => (
            <Reveal
              as="li"
              key={href}
              delay={(index % 3) * 90}
              className="group flex flex-col rounded-2xl border bg-card p-7 shadow-sm transition-shadow hover:shadow-lg"
              data-testid="service-card"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{description}</p>
              <Link
                href={href}
                className="mt-6 inline-flex items-center gap-2 self-start rounded-md text-sm font-semibold text-primary hover:underline"
              >
                {HOME_SERVICES.cta}
                <span className="sr-only"> about {title}</span>
                <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
