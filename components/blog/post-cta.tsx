import Link from "next/link"

import type { ServiceCta } from "@/lib/site/cta"
import { localizedPath, type Locale } from "@/lib/domain/i18n"
import type { PublicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"

/** The post's call to action: the service that matches its category. */
export function PostCta({ cta, text, locale }: { cta: ServiceCta; text: Pick<PublicCopy["blog"], "explore" | "bookFreeConsultation">; locale: Locale }) {
  return (
    <section className="post-cta" aria-labelledby="post-cta-title" data-testid="post-cta">
      <p className="post-cta-eyebrow">{cta.service}</p>
      <h2 id="post-cta-title" className="post-cta-title">
        {cta.title}
      </h2>
      <p className="post-cta-text">{cta.text}</p>
      <div className="post-cta-actions">
        <Link href={localizedPath(locale, cta.href)} className={buttonVariants({ variant: "gradient", size: "lg", className: "text-sm" })}>
          {text.explore(cta.service)}
        </Link>
        <Link
          href={localizedPath(locale, "/contact")}
          className={buttonVariants({ variant: "outline", size: "lg", className: "border-white/40 bg-transparent text-sm text-white hover:bg-white/10 hover:text-white" })}
        >
          {text.bookFreeConsultation}
        </Link>
      </div>
    </section>
  )
}
