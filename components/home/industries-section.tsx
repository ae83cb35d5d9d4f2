import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { HOME_INDUSTRIES } from "./content"
import { SectionHeading } from "./section-heading"

export function IndustriesSection() {
  return (
    <section aria-labelledby="industries-title" className="bg-sand">
      <div className="home-section">
        <Reveal>
          <SectionHeading id="industries-title" eyebrow={HOME_INDUSTRIES.eyebrow} title={HOME_INDUSTRIES.title} />
        </Reveal>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {HOME_INDUSTRIES.items.map(({ title, description, icon }, index) => (
            <Reveal as="li" key={title} delay={index * 70} className="industry-card">
              <span className="industry-icon">
                <Icon name={icon} className="size-5" />
              </span>
              <h3 className="industry-title">{title}</h3>
              <p className="industry-text">{description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
