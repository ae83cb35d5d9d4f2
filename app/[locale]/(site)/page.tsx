import { IntroOverlay } from "@/components/home/intro-overlay"
import { SitePageView, sitePageMetadata } from "@/components/sections/site-page"
import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/"

export const generateMetadata = sitePageMetadata(PATH)

/**
 * Home: its sections (in the spec's order: hero, intro, services, ecosystem, phone, why us, industries, contact)
 * come from the page's content. The intro overlay belongs to the home route itself, not to a section: it is the
 * brand's first-visit animation, drawn before everything else, whatever the sections are.
 */
export default async function HomePage({ params }: { params: LocaleParams }) {
  return <SitePageView path={PATH} locale={await pageLocale(params)} before={<IntroOverlay />} />
}
