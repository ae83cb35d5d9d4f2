import type { CaseStudyView } from "@/lib/blog/site-documents"
import type { WorkPageContent } from "@/lib/blog/work-page"
import { cn } from "@/lib/utils"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { ContactSection } from "@/components/contact/contact-section"
import { SectionHeading } from "@/components/home/section-heading"
import { FadeInNoScript } from "@/components/motion/fade-in"
import { Reveal } from "@/components/motion/reveal"
import { RevealObserver } from "@/components/motion/reveal-observer"
import { ContactLink } from "@/components/site/contact-link"

import { CaseStudyCards } from "./case-study-cards"
import { MetricCards } from "./metric-cards"

type WorkPageProps = { title: string; content: WorkPageContent; caseStudies: readonly CaseStudyView[] }

/** /work: the headline results, the published case studies, the client industries and the success metrics. */
export function WorkPage({ title, content: WORK, caseStudies }: WorkPageProps) {
  return (
    <>
      <FadeInNoScript />
      <section aria-labelledby="work-title" className="bg-sand">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:py-24">
          <p className="text-sm font-semibold tracking-[0.18em] text-primary uppercase">{WORK.eyebrow}</p>
          <h1 id="work-title" className="mt-3 text-4xl font-semibold sm:text-6xl">
            {title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{WORK.description}</p>
          <ContactLink className={cn(buttonVariants({ variant: "gradient", size: "lg" }), "mt-9 rounded-full px-8")}>
            {WORK.cta}
          </ContactLink>
        </div>
      </section>

      <section aria-labelledby="metrics-title" className="bg-background">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h2 id="metrics-title" className="sr-only">
            {WORK.metricsTitle}
          </h2>
          <MetricCards metrics={WORK.metrics} />
        </div>
      </section>

      {caseStudies.length > 0 ? (
        <section aria-labelledby="cases-title" className="bg-background">
          <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
            <SectionHeading id="cases-title" eyebrow={WORK.eyebrow} title={WORK.casesTitle} description={WORK.casesDescription} />
            <CaseStudyCards items={caseStudies} readLabel={WORK.readCase} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="industries-title" className="bg-background">
        <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8 lg:pb-28">
          <Reveal>
            <SectionHeading id="industries-title" eyebrow="Who We Help" title={WORK.industriesTitle} description={WORK.industriesDescription} />
          </Reveal>
          <ul className="mt-14 grid gap-6 md:grid-cols-2" data-testid="work-industries">
            {WORK.industries.map(({ title: name, description, icon }, index) => (
              <Reveal as="li" key={name} delay={(index % 2) * 90} className="flex gap-5 rounded-2xl border bg-card p-7 shadow-sm">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                  <Icon name={icon} className="size-6" />
                </span>
                <div>
                  <h3 className="text-xl font-semibold">{name}</h3>
                  <p className="mt-2 text-muted-foreground">{description}</p>
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="success-title" className="bg-brand-deep text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
          <Reveal>
            <SectionHeading id="success-title" eyebrow="Proof" title={WORK.successTitle} description={WORK.successDescription} tone="dark" />
          </Reveal>
          <ul className="mt-14 grid gap-6 md:grid-cols-2" data-testid="work-success">
            {WORK.success.map((item, index) => (
              <Reveal as="li" key={item.label} delay={index * 90} className="rounded-3xl border border-white/10 bg-white/5 p-8">
                <p className="font-display text-5xl font-semibold text-[#f0c6b6]">{item.value}</p>
                <h3 className="mt-4 text-xl font-semibold text-white">{item.label}</h3>
                <p className="mt-2 text-[#d5e4e1]">{item.detail}</p>
              </Reveal>
            ))}
          </ul>
          <Reveal className="mt-14 flex flex-col items-center gap-5 text-center">
            <Icon name={WORK.closing.icon} className="size-10 text-[#f0c6b6]" />
            <p className="max-w-2xl text-2xl font-semibold text-white">{WORK.closing.title}</p>
            <p className="max-w-2xl text-[#d5e4e1]">{WORK.closing.description}</p>
            <ContactLink className={cn(buttonVariants({ size: "lg" }), "rounded-full bg-white px-8 text-brand-deep hover:bg-sand")}>
              {WORK.cta}
            </ContactLink>
          </Reveal>
        </div>
      </section>

      <ContactSection />
      <RevealObserver />
    </>
  )
}
