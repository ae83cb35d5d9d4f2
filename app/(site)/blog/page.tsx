import type { Metadata } from "next"

import { PageIntro } from "@/components/site/page-intro"

export const metadata: Metadata = { title: "Blog", description: "Insights on healthcare and wellness marketing." }

export default function Page() {
  return <PageIntro eyebrow="Journal" title="Blog" description="Insights on healthcare and wellness marketing." />
}
