import { localizedPath, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"
import { NotFoundView } from "@/components/site/not-found-view"

/** The site's 404 in a language: drawn by the not-found boundary (a page's notFound()) and by the /not-found page. */
export function SiteNotFound({ locale }: { locale: Locale }) {
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

/** A missing post in a language: drawn by the post route's not-found boundary and by the /not-found/post page. */
export function PostNotFound({ locale }: { locale: Locale }) {
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
