import { SitePageView, sitePageMetadata } from "@/components/sections/site-page"
import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/services/analytics"

export const generateMetadata = sitePageMetadata(PATH)

export default async function Page({ params }: { params: LocaleParams }) {
  return <SitePageView path={PATH} locale={await pageLocale(params)} />
}
