import Image from "next/image"
import Link from "next/link"

import type { CaseStudyView } from "@/lib/site/site-documents"
import { CASE_STUDY_PAGE } from "@/lib/copy/public-documents"
import { cn } from "@/lib/utils"
import { RenderedMarkdown } from "@/components/admin/rendered-markdown"
import { buttonVariants } from "@/components/ui/button"
import { ContactLink } from "@/components/site/contact-link"

/** One case study at /work/{slug}: industry, title, summary, results, challenge, approach, images, testimonial. */
export function CaseStudyArticle({ study }: { study: CaseStudyView }) {
  return (
    <article data-testid="case-study">
      <header className="bg-sand">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:py-20">
          {study.clientIndustry ? (
            <p className="text-sm font-semibold tracking-[0.18em] text-primary uppercase" data-testid="case-study-industry">
              {study.clientIndustry}
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{study.title}</h1>
          {study.summary ? <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{study.summary}</p> : null}
        </div>
      </header>

      {study.cover ? (
        <div className="mx-auto max-w-5xl px-4 pt-10 sm:px-6">
          <Image
            src={study.cover.src}
            alt={study.cover.alt}
            width={study.cover.width}
            height={study.cover.height}
            sizes="(min-width: 1024px) 1000px, 100vw"
            priority
            className="h-auto w-full rounded-3xl"
          />
        </div>
      ) : null}

      {study.results.length > 0 ? (
        <section aria-labelledby="results-title" className="mx-auto max-w-5xl px-4 pt-12 sm:px-6">
          <h2 id="results-title" className="text-2xl font-semibold">
            {CASE_STUDY_PAGE.results}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="case-study-results">
            {study.results.map((m, i) => (
              <li key={`${m.label}-${i}`} className="rounded-2xl border bg-card p-6 text-center shadow-sm">
                <p className="font-display text-4xl font-semibold text-primary">{m.value}</p>
                <p className="mt-2 font-medium">{m.label}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {study.challenge ? (
          <section aria-labelledby="challenge-title" data-testid="case-study-challenge">
            <h2 id="challenge-title" className="mb-4 text-2xl font-semibold">
              {CASE_STUDY_PAGE.challenge}
            </h2>
            <RenderedMarkdown source={study.challenge} />
          </section>
        ) : null}
        {study.approach ? (
          <section aria-labelledby="approach-title" className="mt-10" data-testid="case-study-approach">
            <h2 id="approach-title" className="mb-4 text-2xl font-semibold">
              {CASE_STUDY_PAGE.approach}
            </h2>
            <RenderedMarkdown source={study.approach} />
          </section>
        ) : null}

        {study.images.length > 0 ? (
          <ul className="mt-10 grid gap-4 sm:grid-cols-2" aria-label={CASE_STUDY_PAGE.images}>
            {study.images.map((img, i) => (
              <li key={`${img.src}-${i}`}>
                <Image src={img.src} alt={img.alt} width={img.width} height={img.height} sizes="(min-width: 640px) 360px, 100vw" className="h-auto w-full rounded-2xl" />
              </li>
            ))}
          </ul>
        ) : null}

        {study.testimonial ? (
          <figure className="mt-12 rounded-3xl bg-brand-deep p-8 text-white" data-testid="case-study-testimonial">
            <blockquote className="text-xl leading-relaxed">“{study.testimonial.quote}”</blockquote>
            <figcaption className="mt-4 text-[#d5e4e1]">
              <span className="font-semibold text-white">{study.testimonial.name}</span>
              {study.testimonial.role ? `, ${study.testimonial.role}` : null}
            </figcaption>
          </figure>
        ) : null}

        <div className="mt-12 flex flex-wrap gap-3">
          {study.relatedService ? (
            <Link href={study.relatedService} className={buttonVariants({ variant: "outline", size: "lg" })} data-testid="case-study-service">
              {CASE_STUDY_PAGE.relatedService}
            </Link>
          ) : null}
          <ContactLink className={cn(buttonVariants({ variant: "gradient", size: "lg" }), "rounded-full px-8")}>{CASE_STUDY_PAGE.cta}</ContactLink>
          <Link href="/work" className={buttonVariants({ variant: "ghost", size: "lg" })}>
            {CASE_STUDY_PAGE.back}
          </Link>
        </div>
      </div>
    </article>
  )
}
