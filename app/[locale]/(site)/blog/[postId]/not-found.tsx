import { localizedPath } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"
import { NotFoundView } from "@/components/site/not-found-view"

import { notFoundLocale } from "@/app/[locale]/not-found-locale"

/** A missing post, in the language of the address. */
export default async function PostNotFound() {
  const locale = await notFoundLocale()
  const { postNotFound, postNotFoundText, backToBlog } = publicCopy(locale).blog
  return (
    <NotFoundView
      text={{ title: postNotFound, text: postNotFoundText, home: backToBlog }}
      backHref={localizedPath(locale, "/blog")}
      titleClassName="text-4xl font-semibold text-brand-deep"
      linkClassName={buttonVariants({ size: "lg", className: "mt-8 text-sm" })}
    />
  )
}
