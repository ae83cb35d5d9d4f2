import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { WORK } from "@/components/work/content"
import { WorkPage } from "@/components/work/work-page"

export const metadata: Metadata = {
  title: "Our Work",
  description: WORK.description,
  alternates: { canonical: absoluteUrl("/work") },
}

export default function Page() {
  return <WorkPage title="Our Work" />
}
