import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "@/components/home/section-heading"

import type { Platform } from "./email-marketing-content"
import { PlatformLogo } from "./platform-logo"

type PlatformsSectionProps = { title: string; description: string; platforms: readonly Platform[] }

export function PlatformsSection({ title, description, platforms }: PlatformsSectionProps) {
  return (
    <section aria-labelledby="platforms-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <Reveal>
          <SectionHeading id="platforms-title" eyebrow="Platforms" title={title} description={description} />
        </Reveal>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {platforms.map((platform, index) => (
            <Reveal as="li" key={platform.name} delay={index * 70} className="flex flex-col rounded-2xl bg-card p-6 shadow-sm" data-testid="platform">
              <div className="flex h-14 items-center">
                <PlatformLogo src={platform.logo} name={platform.name} />
              </div>
              <h3 className="mt-5 text-lg font-semibold">{platform.name}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{platform.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
