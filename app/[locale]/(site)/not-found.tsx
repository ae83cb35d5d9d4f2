import { localizedPath } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"
import { NotFoundView } from "@/components/site/not-found-view"

import { notFoundLocale } from "@/app/[locale]/not-found-locale"

/** The site's 404, in the language of the address. */
export default async function NotFound() {
  const locale = await notFoundLocale()
  return (
    <NotFoundView
      text={publicCopy(locale).site.notFound}
      code="404"
      backHref={localizedPath(locale, "/")}
      titleClassName="mt-4 text-3xl font-semibold"
      linkClassName={buttonVariants({ size: "lg", className: "mt-8 text-sm" })}
    />
  )
}
