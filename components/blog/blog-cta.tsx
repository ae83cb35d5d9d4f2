import Link from "next/link"

import { localizedPath, type Locale } from "@/lib/domain/i18n"
import type { PublicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"

/** The list's call to action: every route leads to /contact. */
export function BlogCta({ text, locale }: { text: PublicCopy["blog"]["cta"]; locale: Locale }) {
  const contact = localizedPath(locale, "/contact")
  return (
    <section className="bg-brand-deep text-white" aria-labelledby="blog-cta-title">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:px-6">
        <h2 id="blog-cta-title" className="text-3xl font-semibold sm:text-4xl">
          {text.title}
        </h2>
        <p className="mt-4 max-w-2xl text-[#c9dad6]">{text.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={contact} className={buttonVariants({ variant: "gradient", size: "lg", className: "text-sm" })}>
            {text.primary}
          </Link>
          <Link
            href={contact}
            className={buttonVariants({ variant: "outline", size: "lg", className: "border-white/40 bg-transparent text-sm text-white hover:bg-white/10 hover:text-white" })}
          >
            {text.secondary}
          </Link>
        </div>
      </div>
    </section>
  )
}
