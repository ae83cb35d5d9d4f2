import type { Metadata } from "next"

import { PlaceholderPage } from "@/components/site/placeholder-page"

export const metadata: Metadata = { title: "Template Library", description: "Content calendars, email flows and campaign briefs you can adapt for your practice. The library is in development." }

export default function Page() {
  return <PlaceholderPage eyebrow="Resources" title="Template Library" description="Content calendars, email flows and campaign briefs you can adapt for your practice. The library is in development." />
}
