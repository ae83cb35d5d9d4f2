import Link from "next/link"

import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { Reveal } from "@/components/motion/reveal"
import { ContactLink } from "@/components/site/contact-link"

type CtaBannerProps = {
  id: string
  title: string
  description: string
  cta: string
  secondary?: { label: string; href: string }
}

/** A closing call to action; its main button scrolls to the page's contact section. */
export function CtaBanner({ id, title, description, cta, secondary }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="bg-background">
      <Reveal className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand to-brand-deep px-6 py-14 text-center text-white sm:px-12">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-blush/30 blur-3xl" />
          <h2 id={id} className="relative mx-auto max-w-2xl text-3xl font-semibold text-balance text-white sm:text-4xl">
            {title}
          </h2>
          <p className="relative mx-auto mt-5 max-w-2xl text-lg text-[#d5e4e1]">{description}</p>
          <div className="relative mt-9 flex flex-wrap justify-center gap-3">
            <ContactLink className={cn(buttonVariants({ size: "lg" }), "rounded-full bg-white px-8 text-brand-deep hover:bg-sand")}>
              {cta}
            </ContactLink>
            {secondary ? (
              <Link
                href={secondary.href}
                className={cn(buttonVariants({ variant: "outline", size: "lg" }), "rounded-full border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white")}
              >
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
      </Reveal>
    </section>
  )
}
