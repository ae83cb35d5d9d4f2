import type { Metadata } from "next"

import { PageIntro } from "@/components/site/page-intro"

export const metadata: Metadata = { title: "Case Study", robots: { index: false } }

export default function CaseStudyPage() {
  return <PageIntro eyebrow="Work" title="Case Study" description="A closer look at how we grew a healthcare brand." />
}
