import type { Metadata } from "next"

import { WORK } from "@/components/work/content"
import { WorkPage } from "@/components/work/work-page"

// Any project id shows the case-study view: the title is "Case Study" whenever the path is not exactly /work.
export const metadata: Metadata = { title: "Case Study", description: WORK.description, robots: { index: false } }

export default function CaseStudyPage() {
  return <WorkPage title="Case Study" />
}
