import { SiteNotFound } from "@/components/site/not-found-pages"

import { notFoundLocale } from "@/app/[locale]/not-found-locale"

/** The site's 404, in the language of the address. */
export default async function NotFound() {
  return <SiteNotFound locale={await notFoundLocale()} />
}
