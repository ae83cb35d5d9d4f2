import Image from "next/image"

import type { PhoneMockupData } from "@/lib/domain/sections/phone-mockup"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { SectionHeading } from "./section-heading"
import type { SectionRendererProps } from "./types"

export function PhoneMockupSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, bullets, image } = data as PhoneMockupData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="overflow-hidden bg-brand-deep text-white">
      <div className="home-section grid gap-14 lg:grid-cols-2 lg:items-center">
        <Reveal className="order-2 flex justify-center lg:order-1">
          <div
            data-testid="phone-mockup"
            className="relative w-[17rem] rounded-[3rem] border-[10px] border-[#1b1f1f] bg-[#1b1f1f] shadow-[0_40px_80px_-20px_rgb(0_0_0/0.6)] sm:w-[19rem]"
          >
            <div aria-hidden="true" className="absolute top-2 left-1/2 z-10 h-6 w-24 -translate-x-1/2 rounded-full bg-[#1b1f1f]" />
            {image ? (
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(min-width: 640px) 304px, 272px"
                className="h-auto w-full rounded-[2.2rem]"
              />
            ) : (
              <div className="aspect-[1/2] w-full rounded-[2.2rem] bg-brand" />
            )}
          </div>
        </Reveal>
        <Reveal className="order-1 lg:order-2" delay={120}>
          <SectionHeading id={headingId} align="left" tone="dark" eyebrow={eyebrow} title={title} description={description} />
          {bullets.length > 0 ? (
            <ul className="mt-8 space-y-4">
              {bullets.filter(Boolean).map((bullet, index) => (
                <li key={index} className="flex items-start gap-3 text-[#d5e4e1]">
                  <span className="check-dot phone-check">
                    <Icon name="check" className="size-4" />
                  </span>
                  {bullet}
                </li>
              ))}
            </ul>
          ) : null}
        </Reveal>
      </div>
    </section>
  )
}
