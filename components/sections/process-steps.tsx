import type { ProcessStepsData } from "@/lib/domain/sections/process-steps"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "./section-heading"
import type { SectionRendererProps } from "./types"

/** Numbered steps 01, 02, … on the brand's dark band. */
export function ProcessStepsSection({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, steps } = data as ProcessStepsData
  const cols = steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-5"
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-brand-deep text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} tone="dark" />
        </Reveal>
        <ol className={`mt-14 grid gap-6 sm:grid-cols-2 ${cols}`}>
          {steps.map((step, index) => (
            <Reveal as="li" key={index} delay={index * 80} className="rounded-2xl border border-white/10 bg-white/5 p-6" data-testid="process-step">
              <span className="font-display text-4xl font-semibold text-[#f0c6b6]">{String(index + 1).padStart(2, "0")}</span>
              <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
              <p className="mt-2 text-sm text-[#d5e4e1]">{step.description}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  )
}
