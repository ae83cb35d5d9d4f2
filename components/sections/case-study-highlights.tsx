import type { CaseStudyHighlightsData } from "@/lib/domain/sections/case-study-highlights"

import { HighlightCards } from "./highlight-cards"
import type { SectionRendererProps } from "./types"

/** The page's published case studies (context.caseStudies); not rendered while there are none. */
export function CaseStudyHighlightsSection({ data, context, headingId, anchor }: SectionRendererProps) {
  return <HighlightCards {...(data as CaseStudyHighlightsData)} headingId={headingId} anchor={anchor} cards={context.caseStudies} locale={context.locale} testId="case-study-highlights" />
}
