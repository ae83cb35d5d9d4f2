import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { HOME_INDUSTRIES } from "./content"
import { SectionHeading } from "./section-heading"

export function IndustriesSection() {
  return (
    <section aria-labelledby="industries-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
        <Reveal>
          <SectionHeading id="industries-title" eyebrow={HOME_INDUSTRIES.eyebrow} title={HOME_INDUSTRIES.title} />
        </Reveal>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {HOME_INDUSTRIES.items.map(({ title, description, icon }, index) => (
            <Reveal as="li" key={title} delay={index * 70} className="flex flex-col rounded-2xl bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon name={icon} className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
