import type { Metadata } from "next"

import { PageIntro } from "@/components/site/page-intro"

export const metadata: Metadata = { title: "Get in Touch", description: "Tell us about your practice and your goals: we answer every message within one business day." }

export default function Page() {
  return <PageIntro eyebrow="Contact" title="Get in Touch" description="Tell us about your practice and your goals: we answer every message within one business day." />
}
