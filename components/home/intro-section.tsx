import { cn } from "@/lib/utils"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { Reveal } from "@/components/motion/reveal"
import { ContactLink } from "@/components/site/contact-link"

import { HOME_INTRO, HOME_PROOF } from "./content"

/** The section the hero's arrow scrolls to (id content). */
export function IntroSection() {
  return (
    <section id="content" aria-labelledby="intro-title" className="bg-background">
      <Reveal className="home-section grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="eyebrow">{HOME_INTRO.eyebrow}</p>
          <h2 id="intro-title" className="section-title">
            {HOME_INTRO.title}
          </h2>
          {HOME_INTRO.paragraphs.map((text) => (
            <p key={text.slice(0, 24)} className="section-lead">
              {text}
            </p>
          ))}
          <ContactLink className={cn(buttonVariants({ size: "lg" }), "mt-8 rounded-full")}>
            {HOME_INTRO.cta}
          </ContactLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {HOME_PROOF.map(({ value, label, icon }) => (
            <li key={label} className="proof-item">
              <span className="proof-icon">
                <Icon name={icon} className="size-6" />
              </span>
              <span>
                <span className="proof-value">{value}</span>
                <span className="proof-label">{label}</span>
              </span>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  )
}
