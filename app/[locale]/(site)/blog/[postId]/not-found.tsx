import { LOCALE_CODES, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"
import { NotFoundView } from "@/components/site/not-found-view"

/** A missing post, in the language of the address (see NotFoundView). */
export default function PostNotFound() {
  const texts = Object.fromEntries(
    LOCALE_CODES.map((code) => {
      const { postNotFound, postNotFoundText, backToBlog } = publicCopy(code as Locale).blog
      return [code, { title: postNotFound, text: postNotFoundText, home: backToBlog }]
    }),
  )
  return (
    <NotFoundView
      texts={texts as Record<Locale, (typeof texts)[string]>}
      backPath="/blog"
      titleClassName="text-4xl font-semibold text-brand-deep"
      linkClassName={buttonVariants({ size: "lg", className: "mt-8 text-sm" })}
    />
  )
}
