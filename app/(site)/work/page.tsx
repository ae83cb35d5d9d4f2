import type { Metadata } from "next"

import { PageIntro } from "@/components/site/page-intro"

export const metadata: Metadata = {
  title: "Our Work",
  description: "Results we have delivered for healthcare and wellness brands.",
}

export default function WorkPage() {
  return <PageIntro eyebrow="Work" title="Our Work" description="Results we have delivered for healthcare and wellness brands." />
}
