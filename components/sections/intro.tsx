import type { IntroData } from "@/lib/domain/sections/intro"
import { cn } from "@/lib/utils"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { Reveal } from "@/components/motion/reveal"
import { ActionLink } from "./action-link"
import type { SectionRendererProps } from "./types"

/** Who we are, beside the proof figures; on the home page the hero's arrow scrolls here (anchor content). */
export function IntroSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, paragraphs, button, proof } = data as IntroData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-background">
      <Reveal className="home-section grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {paragraphs.filter(Boolean).map((text, index) => (
            <p key={index} className="section-lead">
              {text}
            </p>
          ))}
          <ActionLink link={button} className={cn(buttonVariants({ size: "lg" }), "mt-8 rounded-full")} />
        </div>
        {proof.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {proof.map(({ value, label, icon }, index) => (
              <li key={index} className="proof-item">
                {icon ? (
                  <span className="proof-icon">
                    <Icon name={icon} className="size-6" />
                  </span>
                ) : null}
                <span>
                  <span className="proof-value">{value}</span>
                  <span className="proof-label">{label}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </Reveal>
    </section>
  )
}
