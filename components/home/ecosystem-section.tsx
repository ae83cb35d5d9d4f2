import Image from "next/image"
import Link from "next/link"

import { cn } from "@/lib/utils"
import dashboard from "@/public/images/home/ecosystem-dashboard.webp"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { Reveal } from "@/components/motion/reveal"

import { HOME_ECOSYSTEM } from "./content"
import { SectionHeading } from "./section-heading"

export function EcosystemSection() {
  return (
    <section aria-labelledby="ecosystem-title" className="bg-background">
      <div className="home-section grid gap-14 lg:grid-cols-2 lg:items-center">
        <Reveal>
          <SectionHeading
            id="ecosystem-title"
            align="left"
            eyebrow={HOME_ECOSYSTEM.eyebrow}
            title={HOME_ECOSYSTEM.title}
            description={HOME_ECOSYSTEM.description}
          />
          <ul className="mt-10 space-y-6">
            {HOME_ECOSYSTEM.points.map(({ title, description, icon }) => (
              <li key={title} className="flex gap-4">
                <span className="point-icon">
                  <Icon name={icon} className="size-5" />
                </span>
                <div>
                  <h3 className="point-title">{title}</h3>
                  <p className="point-text">{description}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link href="/services" className={cn(buttonVariants({ size: "lg" }), "mt-10 rounded-full")}>
            {HOME_ECOSYSTEM.cta}
            <Icon name="arrow-right" />
          </Link>
        </Reveal>
        <Reveal delay={120}>
          {/* Scales slightly on hover and on tap (:active); transform only. */}
          <div
            data-testid="ecosystem-image"
            className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-black/5 transition-[scale] duration-500 ease-out motion-safe:hover:scale-[1.03] motion-safe:active:scale-[1.03]"
          >
            <Image
              src={dashboard}
              alt={HOME_ECOSYSTEM.imageAlt}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              placeholder="blur"
              className="h-auto w-full"
            />
          </div>
        </Reveal>
      </div>
    </section>
  )
}
