import { RenderSections } from "@/components/sections/render-sections"
import { sitePageMetadata, sitePageSections } from "@/lib/site/site-page-route"
import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/work"

// Static: prerendered at build from the seed; the database's version (and the published case studies of its
// highlights) joins on the first revalidation, and a change of the page or a case study expires it at once (both
// carry the site-content tag).
export const revalidate = 300

export const generateMetadata = sitePageMetadata(PATH)

export default async function Page({ params }: { params: LocaleParams }) {
  const { sections, context } = await sitePageSections(PATH, await pageLocale(params))
  return <RenderSections sections={sections} context={context} />
}
