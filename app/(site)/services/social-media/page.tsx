import type { Metadata } from "next"

import { PageIntro } from "@/components/site/page-intro"

export const metadata: Metadata = { title: "Social Media Management", description: "Strategic content planning and community growth for healthcare and wellness brands." }

export default function Page() {
  return <PageIntro eyebrow="Services" title="Social Media Management" description="Strategic content planning and community growth for healthcare and wellness brands." />
}
