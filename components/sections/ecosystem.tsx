import Image from "next/image"

import type { EcosystemData } from "@/lib/domain/sections/ecosystem"
import { cn } from "@/lib/utils"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { Reveal } from "@/components/motion/reveal"
import { ActionLink } from "./action-link"

import { SectionHeading } from "./section-heading"
import type { SectionRendererProps } from "./types"

export function EcosystemSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, points, button, image } = data as EcosystemData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-background">
      <div className="home-section grid gap-14 lg:grid-cols-2 lg:items-center">
        <Reveal>
          <SectionHeading id={headingId} align="left" eyebrow={eyebrow} title={title} description={description} />
          {points.length > 0 ? (
            <ul className="mt-10 space-y-6">
              {points.map(({ title: pointTitle, description: text, icon }, index) => (
                <li key={index} className="flex gap-4">
                  {icon ? (
                    <span className="point-icon">
                      <Icon name={icon} className="size-5" />
                    </span>
                  ) : null}
                  <div>
                    <h3 className="point-title">{pointTitle}</h3>
                    <p className="point-text">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <ActionLink link={button} className={cn(buttonVariants({ size: "lg" }), "mt-10 rounded-full")}>
            <Icon name="arrow-right" />
          </ActionLink>
        </Reveal>
        {image ? (
          <Reveal delay={120}>
            {/* Scales slightly on hover and on tap (:active); transform only. */}
            <div
              data-testid="ecosystem-image"
              className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-black/5 transition-[scale] duration-500 ease-out motion-safe:hover:scale-[1.03] motion-safe:active:scale-[1.03]"
            >
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
                className="h-auto w-full"
              />
            </div>
          </Reveal>
        ) : null}
      </div>
    </section>
  )
}
