"use client"

import type { LinkValue } from "@/lib/domain/data-fields"
import { SHELL_UI } from "@/lib/copy/public/client/shell"
import type { PublicCopy } from "@/lib/copy/public"
import { useScrolledPast, viewportHeight } from "@/components/site/use-scrolled-past"

import { ChromeLink } from "./chrome-link"
import { ScrollToTopButton } from "./scroll-to-top-button"

type FloatingCtaProps = {
  cta: LinkValue
  ctaClassName: string
  /** Its fixed words in the page's language; English when absent (they are not sent for English pages). */
  text?: Pick<PublicCopy["shell"], "quickActions" | "scrollToTop">
}

/** Floating call-to-action panel: shown once the scroll offset exceeds one viewport height. */
export function FloatingCta({ cta, ctaClassName, text = SHELL_UI }: FloatingCtaProps) {
  const visible = useScrolledPast(viewportHeight)
  if (!visible) return null
  return (
    <aside
      aria-label={text.quickActions}
      data-testid="floating-cta"
      className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full border bg-background/95 p-1.5 shadow-xl backdrop-blur motion-safe:animate-[fade-up_300ms_ease-out]"
    >
      <ScrollToTopButton className="bg-secondary text-secondary-foreground hover:bg-accent" label={text.scrollToTop} />
      {cta.label && cta.href ? (
        <ChromeLink href={cta.href} className={ctaClassName}>
          {cta.label}
        </ChromeLink>
      ) : null}
    </aside>
  )
}
