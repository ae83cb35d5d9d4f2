import { SitePageView, sitePageMetadata } from "@/components/sections/site-page"

const PATH = "/services/analytics"

export const generateMetadata = sitePageMetadata(PATH)

export default function Page() {
  return <SitePageView path={PATH} />
}
