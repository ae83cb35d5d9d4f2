import type { Metadata } from "next"

import { DOCUMENT_MESSAGES } from "@/lib/copy/site-content"
import type { RawSearchParams } from "@/components/admin/list-query"

import { renderContentList } from "../_content/list-screen"
import { deleteCaseStudy, toggleCaseStudyPublished } from "./actions"

export const metadata: Metadata = { title: DOCUMENT_MESSAGES.case_study.listTitle }

export default async function CaseStudyListPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return renderContentList("case_study", searchParams, { togglePublished: toggleCaseStudyPublished, remove: deleteCaseStudy })
}
