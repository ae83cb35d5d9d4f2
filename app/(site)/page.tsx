import { SITE } from "@/lib/site"
import { PageIntro } from "@/components/site/page-intro"

export default function HomePage() {
  return <PageIntro eyebrow={SITE.name} title={SITE.tagline} description={SITE.description} />
}
