import { IntroOverlay } from "@/components/home/intro-overlay"
import { SitePageView, sitePageMetadata } from "@/components/sections/site-page"

const PATH = "/"

export const generateMetadata = sitePageMetadata(PATH)

/**
 * Home: its sections (in the spec's order: hero, intro, services, ecosystem, phone, why us, industries, contact)
 * come from the page's content. The intro overlay belongs to the home route itself, not to a section: it is the
 * brand's first-visit animation, drawn before everything else, whatever the sections are.
 */
export default function HomePage() {
  return <SitePageView path={PATH} before={<IntroOverlay />} />
}
