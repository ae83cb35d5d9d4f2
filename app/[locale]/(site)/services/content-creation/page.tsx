import { RenderSections } from "@/components/sections/render-sections"
import { MedicalReview } from "@/components/site/medical-review"
import { sitePageMetadata, sitePageSections } from "@/lib/site/site-page-route"
import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/services/content-creation"

export const generateMetadata = sitePageMetadata(PATH)

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { sections, context, review } = await sitePageSections(PATH, locale)
  return (
    <>
      <RenderSections sections={sections} context={context} />
      <MedicalReview review={review} locale={locale} />
    </>
  )
}
