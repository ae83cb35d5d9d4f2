import type { Metadata } from "next"

import { PlaceholderPage } from "@/components/site/placeholder-page"

export const metadata: Metadata = { title: "Case Studies", description: "Detailed stories of healthcare and wellness brands that grew with a measured plan. Case studies are being prepared." }

export default function Page() {
  return <PlaceholderPage eyebrow="Resources" title="Case Studies" description="Detailed stories of healthcare and wellness brands that grew with a measured plan. Case studies are being prepared." />
}
