import { RenderSections } from "@/components/sections/render-sections"
import { sitePageMetadata, sitePageSections } from "@/lib/site/site-page-route"
import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/services/seo"

export const generateMetadata = sitePageMetadata(PATH)

export default async function Page({ params }: { params: LocaleParams }) {
  const { sections, context } = await sitePageSections(PATH, await pageLocale(params))
  return <RenderSections sections={sections} context={context} />
}
