import type { Metadata } from "next"

import { PageIntro } from "@/components/site/page-intro"

export const metadata: Metadata = { title: "Web Development", description: "Custom websites optimized for conversion and user experience." }

export default function Page() {
  return <PageIntro eyebrow="Services" title="Web Development" description="Custom websites optimized for conversion and user experience." />
}
