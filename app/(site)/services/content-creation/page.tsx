import type { Metadata } from "next"

import { PlaceholderPage } from "@/components/site/placeholder-page"

export const metadata: Metadata = { title: "Content Creation", description: "Reels, photos and videos produced for healthcare brands: on-brand, compliant and made to be shared. Full service details are coming soon." }

export default function Page() {
  return <PlaceholderPage eyebrow="Services" title="Content Creation" description="Reels, photos and videos produced for healthcare brands: on-brand, compliant and made to be shared. Full service details are coming soon." />
}
