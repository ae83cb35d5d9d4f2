import Image from "next/image"

import type { ServiceHeroData } from "@/lib/domain/sections/service-hero"
import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { ActionLink } from "./action-link"
import type { SectionRendererProps } from "./types"

/** A service page's opening: text first (the page's largest paint), art beside it from 1024 px up. */
export function ServiceHeroSection({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, highlights, button, secondary, image } = data as ServiceHeroData
  const tags = highlights.filter(Boolean)
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="relative overflow-hidden bg-sand">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(40rem_30rem_at_100%_0%,rgb(200_132_110/0.22),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          {eyebrow ? <p className="text-sm font-semibold tracking-[0.18em] text-primary uppercase">{eyebrow}</p> : null}
          <h1 id={headingId} className="mt-3 text-4xl font-semibold text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {description ? <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">{description}</p> : null}
          {tags.length > 0 ? (
            <ul className="mt-6 flex flex-wrap gap-2">
              {tags.map((item, index) => (
                <li key={index} className="rounded-full border border-primary/20 bg-background/70 px-3 py-1 text-sm font-medium text-primary">
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-9 flex flex-wrap gap-3">
            <ActionLink link={button} className={cn(buttonVariants({ variant: "gradient", size: "lg" }), "rounded-full px-8")} />
            <ActionLink link={secondary} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "rounded-full")} />
          </div>
        </div>
        {image ? (
          <div className="hidden lg:block">
            <Image
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes="(min-width: 1280px) 560px, 45vw"
              className="h-auto w-full rounded-[2rem] shadow-2xl"
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}
