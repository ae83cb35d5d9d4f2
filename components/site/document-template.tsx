import type { DocumentTemplateView } from "@/lib/site/document-preview"
import { DOWNLOAD_LINK_HOURS } from "@/lib/domain/download-link"
import { RenderSections } from "@/components/sections/render-sections"
import { ResourceArticle } from "@/components/resources/resource-article"
import { CaseStudyArticle } from "@/components/work/case-study-article"

/** A site document on the template its public route uses: sections, a case study or a resource. */
export function DocumentTemplate({ view }: { view: DocumentTemplateView }) {
  if (view.template === "case_study") return <CaseStudyArticle study={view.study} />
  if (view.template === "resource") return <ResourceArticle resource={view.resource} hours={DOWNLOAD_LINK_HOURS} />
  return <RenderSections sections={view.sections} />
}
