import { SitePageView, sitePageMetadata } from "@/components/sections/site-page"

const PATH = "/services/website-development"

export const generateMetadata = sitePageMetadata(PATH)

export default function Page() {
  return <SitePageView path={PATH} />
}
