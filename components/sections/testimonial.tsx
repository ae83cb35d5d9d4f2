import Image from "next/image"

import type { TestimonialData } from "@/lib/domain/sections/testimonial"
import { Reveal } from "@/components/motion/reveal"

import type { SectionRendererProps } from "./types"

export function TestimonialSection({ data, anchor }: SectionRendererProps) {
  const { quote, name, role, photo } = data as TestimonialData
  return (
    <section id={anchor || undefined} aria-label={`Testimonial from ${name}`} className="bg-sand">
      <Reveal className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:py-24">
        <figure>
          <blockquote className="font-display text-2xl leading-snug text-balance text-brand-deep sm:text-3xl">
            <p>“{quote}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4">
            {photo ? (
              <Image src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} sizes="56px" className="size-14 rounded-full object-cover" />
            ) : null}
            <span className="text-left">
              <span className="block font-semibold">{name}</span>
              {role ? <span className="block text-sm text-muted-foreground">{role}</span> : null}
            </span>
          </figcaption>
        </figure>
      </Reveal>
    </section>
  )
}
