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
      <Reveal className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:px-8 lg:py-28">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-primary uppercase">{HOME_INTRO.eyebrow}</p>
          <h2 id="intro-title" className="mt-3 text-3xl font-semibold text-balance sm:text-4xl">
            {HOME_INTRO.title}
          </h2>
          {HOME_INTRO.paragraphs.map((text) => (
            <p key={text.slice(0, 24)} className="mt-5 text-lg text-pretty text-muted-foreground">
              {text}
            </p>
          ))}
          <ContactLink className={cn(buttonVariants({ size: "lg" }), "mt-8 rounded-full")}>
            {HOME_INTRO.cta}
          </ContactLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {HOME_PROOF.map(({ value, label, icon }) => (
            <li key={label} className="flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                <Icon name={icon} className="size-6" />
              </span>
              <span>
                <span className="block font-display text-2xl font-semibold">{value}</span>
                <span className="block text-sm text-muted-foreground">{label}</span>
              </span>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  )
}
