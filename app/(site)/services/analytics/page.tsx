import type { Metadata } from "next"

import { PlaceholderPage } from "@/components/site/placeholder-page"

export const metadata: Metadata = { title: "Analytics & Reporting", description: "Data-driven insights to measure ROI, from first click to booked consultation. Full service details are coming soon." }

export default function Page() {
  return <PlaceholderPage eyebrow="Services" title="Analytics & Reporting" description="Data-driven insights to measure ROI, from first click to booked consultation. Full service details are coming soon." />
}
