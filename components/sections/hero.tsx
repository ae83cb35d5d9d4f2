import type { HeroData } from "@/lib/domain/sections/hero"
import { cn } from "@/lib/utils"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { Logo } from "@/components/site/logo"

import { ActionLink, hasLink } from "./action-link"
import { HeroGlow } from "./hero-glow"
import { ScrollToButton } from "./scroll-to-button"
import type { SectionRendererProps } from "./types"

const delay = (seconds: number) => ({ "--enter-delay": `${seconds}s` }) as React.CSSProperties

/** Full-screen hero: the viewport minus the fixed 64 px header, sized in svh so mobile toolbars never shift it. */
export function HeroSection({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, tagline, line, button, arrowTarget } = data as HeroData
  return (
    <section
      id={anchor || undefined}
      aria-labelledby={headingId}
      data-testid="hero"
      className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col items-center justify-center overflow-hidden bg-brand-deep px-4 pt-12 pb-28 text-center text-white sm:px-6"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,rgb(200_132_110/0.35),transparent_60%),radial-gradient(50rem_35rem_at_0%_110%,rgb(15_94_89/0.9),transparent_65%)]"
      />
      <HeroGlow />
      <div className="hero-enter" style={delay(0.5)}>
        <Logo variant="light" className="rounded-lg p-1" />
      </div>
      {eyebrow ? <p className="mt-10 text-sm font-semibold tracking-[0.2em] text-[#f0c6b6] uppercase">{eyebrow}</p> : null}
      <h1
        id={headingId}
        className="hero-enter mt-4 max-w-4xl text-4xl leading-[1.08] font-semibold text-balance sm:text-6xl lg:text-7xl"
        style={delay(0.8)}
      >
        {title}
      </h1>
      {tagline ? <p className="mt-6 max-w-2xl font-display text-xl text-[#f0c6b6] italic sm:text-2xl">{tagline}</p> : null}
      {line ? <p className="mt-4 max-w-2xl text-base text-[#d5e4e1] sm:text-lg">{line}</p> : null}
      {hasLink(button) ? (
        <div className="hero-enter mt-10" style={delay(1.1)}>
          <ActionLink link={button} className={cn(buttonVariants({ variant: "gradient", size: "lg" }), "rounded-full px-8")} />
        </div>
      ) : null}
      {arrowTarget ? (
        <div className="hero-enter absolute bottom-8 left-1/2 -translate-x-1/2" style={delay(1.5)}>
          <ScrollToButton
            targetId={arrowTarget}
            aria-label="Scroll to content"
            className="inline-flex size-12 items-center justify-center rounded-full border border-white/25 text-white transition-colors hover:bg-white/10"
          >
            {/* The bounce runs on an HTML wrapper: Chrome composites it there, while an SVG's own transform animation
                repaints on the main thread every frame, forever. */}
            <span aria-hidden className="hero-bounce inline-flex">
              <Icon name="chevron-down" className="size-6" />
            </span>
          </ScrollToButton>
        </div>
      ) : null}
    </section>
  )
}
