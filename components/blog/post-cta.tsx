import Link from "next/link"

import type { ServiceCta } from "@/lib/site/cta"
import { localizedPath, type Locale } from "@/lib/domain/i18n"
import type { PublicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"

/** The post's call to action: the service that matches its category. */
export function PostCta({ cta, text, locale }: { cta: ServiceCta; text: Pick<PublicCopy["blog"], "explore" | "bookFreeConsultation">; locale: Locale }) {
  return (
    <section className="rounded-2xl bg-brand-deep p-8 text-white sm:p-10" aria-labelledby="post-cta-title" data-testid="post-cta">
      <p className="text-sm font-semibold tracking-widest text-blush uppercase">{cta.service}</p>
      <h2 id="post-cta-title" className="mt-2 text-2xl font-semibold sm:text-3xl">
        {cta.title}
      </h2>
      <p className="mt-3 max-w-2xl text-[#c9dad6]">{cta.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
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
