import Image from "next/image"
import Link from "next/link"

import type { LogoStripData } from "@/lib/domain/sections/logo-strip"

import type { SectionRendererProps } from "./types"

/** Logos at a common height (their own aspect ratio kept, so no layout shift), greyed until hovered. */
export function LogoStripSection({ data, headingId, anchor }: SectionRendererProps) {
  const { title, logos } = data as LogoStripData
  if (logos.length === 0) return null
  return (
    <section id={anchor || undefined} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : "Logos"} className="bg-background">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {title ? (
          <h2 id={headingId} className="text-center text-sm font-semibold tracking-[0.18em] text-muted-foreground uppercase">
            {title}
          </h2>
        ) : null}
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-8" data-testid="logo-strip">
          {logos.map(({ image, href }, index) => {
            const logo = (
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="200px"
                className="h-10 w-auto opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0"
              />
            )
            return <li key={index}>{href ? <Link href={href}>{logo}</Link> : logo}</li>
          })}
        </ul>
      </div>
    </section>
  )
}
