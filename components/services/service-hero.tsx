import Image, { type StaticImageData } from "next/image"
import Link from "next/link"

import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { ContactLink } from "@/components/site/contact-link"

type ServiceHeroProps = {
  eyebrow: string
  title: string
  description: string
  cta?: string
  secondary?: { label: string; href: string }
  image: StaticImageData
  imageAlt: string
  highlights?: readonly string[]
}

/** A service page's opening: text first (the page's largest paint), art beside it from 1024 px up. */
export function ServiceHero({ eyebrow, title, description, cta = "Get Started", secondary, image, imageAlt, highlights }: ServiceHeroProps) {
  return (
    <section aria-labelledby="service-title" className="relative overflow-hidden bg-sand">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(40rem_30rem_at_100%_0%,rgb(200_132_110/0.22),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-primary uppercase">{eyebrow}</p>
          <h1 id="service-title" className="mt-3 text-4xl font-semibold text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">{description}</p>
          {highlights ? (
            <ul className="mt-6 flex flex-wrap gap-2">
              {highlights.map((item) => (
                <li key={item} className="rounded-full border border-primary/20 bg-background/70 px-3 py-1 text-sm font-medium text-primary">
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-9 flex flex-wrap gap-3">
            <ContactLink className={cn(buttonVariants({ variant: "gradient", size: "lg" }), "rounded-full px-8")}>
              {cta}
            </ContactLink>
            {secondary ? (
              <Link href={secondary.href} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "rounded-full")}>
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
        <div className="hidden lg:block">
          <Image
            src={image}
            alt={imageAlt}
            sizes="(min-width: 1280px) 560px, 45vw"
            placeholder="blur"
            className="h-auto w-full rounded-[2rem] shadow-2xl"
          />
        </div>
      </div>
    </section>
  )
}
