import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { HOME_WHY_US } from "./content"
import { SectionHeading } from "./section-heading"

export function WhyUsSection() {
  return (
    <section aria-labelledby="why-title" className="bg-background">
      <div className="home-section">
        <Reveal>
          <SectionHeading id="why-title" eyebrow={HOME_WHY_US.eyebrow} title={HOME_WHY_US.title} />
        </Reveal>
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {HOME_WHY_US.items.map(({ title, description, icon }, index) => (
            <Reveal
              as="li"
              key={title}
              delay={(index % 3) * 90}
              className="why-card"
            >
              <Icon name={icon} className="size-8 text-blush" />
              <h3 className="why-card-title">{title}</h3>
              <p className="why-card-text">{description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
