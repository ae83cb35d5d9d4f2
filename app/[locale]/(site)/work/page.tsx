import { RenderSections } from "@/components/sections/render-sections"
import { MedicalReview } from "@/components/site/medical-review"
import { sitePageMetadata, sitePageSections } from "@/lib/site/site-page-route"
import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/work"

// Static: prerendered at build from the seed; the database's version (and the published case studies of its
// highlights) joins on the first revalidation, and a change of the page or a case study expires it at once (both
// carry the site-content tag).
export const revalidate = 300

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
