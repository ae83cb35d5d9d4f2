import Image from "next/image"
import Link from "next/link"

import type { LinkValue } from "@/lib/domain/data-fields"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import type { SectionCard } from "@/lib/domain/sections"
import { cn } from "@/lib/utils"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "./section-heading"

import { ActionLink } from "./action-link"

type HighlightCardsProps = {
  headingId: string
  anchor: string | undefined
  eyebrow: string
  title: string
  description: string
  count: string
  button: LinkValue
  cards: readonly SectionCard[] | undefined
  testId: string
  /** The page's language: the cards' link words follow it. */
  locale?: Locale
}

/** Cards from a collection (case studies, resources), the first `count` of them; nothing at all when there are none. */
export function HighlightCards({ headingId, anchor, eyebrow, title, description, count, button, cards, testId, locale = DEFAULT_LOCALE }: HighlightCardsProps) {
  const shown = (cards ?? []).slice(0, Math.max(1, Number(count) || 3))
  if (shown.length === 0) return null
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-background" data-testid={testId}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
        </Reveal>
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((card, index) => (
            <Reveal as="li" key={card.href} delay={(index % 3) * 80} className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
              {card.image ? (
                <Image
                  src={card.image.src}
                  alt={card.image.alt}
                  width={card.image.width}
                  height={card.image.height}
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[16/10] h-auto w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-7">
                {card.kicker ? <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">{card.kicker}</p> : null}
                <h3 className="mt-2 text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{card.summary}</p>
                <Link href={card.href} className="mt-5 inline-flex items-center gap-1 font-semibold text-primary">
                  {publicCopy(locale).site.readMore}
                  <span className="sr-only">: {card.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </div>
            </Reveal>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ActionLink link={button} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "rounded-full")} />
        </div>
      </div>
    </section>
  )
}
