"use client"

import type { LinkValue } from "@/lib/domain/data-fields"
import { useScrolledPast, viewportHeight } from "@/components/site/use-scrolled-past"

import { ChromeLink } from "./chrome-link"
import { ScrollToTopButton } from "./scroll-to-top-button"

/** Floating call-to-action panel: shown once the scroll offset exceeds one viewport height. */
export function FloatingCta({ cta, ctaClassName }: { cta: LinkValue; ctaClassName: string }) {
  const visible = useScrolledPast(viewportHeight)
  if (!visible) return null
  return (
    <aside
      aria-label="Quick actions"
      data-testid="floating-cta"
      className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full border bg-background/95 p-1.5 shadow-xl backdrop-blur motion-safe:animate-[fade-up_300ms_ease-out]"
    >
      <ScrollToTopButton className="bg-secondary text-secondary-foreground hover:bg-accent" />
      {cta.label && cta.href ? (
        <ChromeLink href={cta.href} className={ctaClassName}>
          {cta.label}
        </ChromeLink>
      ) : null}
    </aside>
  )
}
