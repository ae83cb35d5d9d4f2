import type { Metadata } from "next"

import { PlaceholderPage } from "@/components/site/placeholder-page"

export const metadata: Metadata = { title: "SEO Strategy", description: "Visibility-focused content and technical optimization that help patients find your practice first. Full service details are coming soon." }

export default function Page() {
  return <PlaceholderPage eyebrow="Services" title="SEO Strategy" description="Visibility-focused content and technical optimization that help patients find your practice first. Full service details are coming soon." />
}
