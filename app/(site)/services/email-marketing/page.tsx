import type { Metadata } from "next"

import { PageIntro } from "@/components/site/page-intro"

export const metadata: Metadata = { title: "Email Marketing", description: "Targeted campaigns and automated flows that bring patients back." }

export default function Page() {
  return <PageIntro eyebrow="Services" title="Email Marketing" description="Targeted campaigns and automated flows that bring patients back." />
}
