import { LOCALE_CODES, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"
import { NotFoundView } from "@/components/site/not-found-view"

/** The site's 404, in the language of the address (a not-found page gets no params; NotFoundView reads it). */
export default function NotFound() {
  const texts = Object.fromEntries(LOCALE_CODES.map((code) => [code, publicCopy(code as Locale).site.notFound]))
  return (
    <NotFoundView
      texts={texts as Record<Locale, (typeof texts)[string]>}
      code="404"
      backPath="/"
      titleClassName="mt-4 text-3xl font-semibold"
      linkClassName={buttonVariants({ size: "lg", className: "mt-8 text-sm" })}
    />
  )
}
