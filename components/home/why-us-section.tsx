import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { HOME_WHY_US } from "./content"
import { SectionHeading } from "./section-heading"

export function WhyUsSection() {
  return (
    <section aria-labelledby="why-title" className="bg-background">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
        <Reveal>
          <SectionHeading id="why-title" eyebrow={HOME_WHY_US.eyebrow} title={HOME_WHY_US.title} />
        </Reveal>
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {HOME_WHY_US.items.map(({ title, description, icon }, index) => (
            <Reveal
              as="li"
              key={title}
              delay={(index % 3) * 90}
              className="rounded-2xl border bg-card p-7 shadow-sm first:lg:row-span-2 first:lg:bg-accent"
            >
              <Icon name={icon} className="size-8 text-blush" />
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
