import type { CtaBannerData } from "@/lib/domain/sections/cta-banner"
import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { Reveal } from "@/components/motion/reveal"
import { ActionLink } from "./action-link"
import type { SectionRendererProps } from "./types"

/** A closing call to action; a #contact button scrolls to the page's contact section. */
export function CtaBannerSection({ data, headingId, anchor }: SectionRendererProps) {
  const { title, description, button, secondary } = data as CtaBannerData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-background">
      <Reveal className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand to-brand-deep px-6 py-14 text-center text-white sm:px-12">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-blush/30 blur-3xl" />
          <h2 id={headingId} className="relative mx-auto max-w-2xl text-3xl font-semibold text-balance text-white sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="relative mx-auto mt-5 max-w-2xl text-lg text-[#d5e4e1]">{description}</p> : null}
          <div className="relative mt-9 flex flex-wrap justify-center gap-3">
            <ActionLink link={button} className={cn(buttonVariants({ size: "lg" }), "rounded-full bg-white px-8 text-brand-deep hover:bg-sand")} />
            <ActionLink
              link={secondary}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "rounded-full border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white")}
            />
          </div>
        </div>
      </Reveal>
    </section>
  )
}
