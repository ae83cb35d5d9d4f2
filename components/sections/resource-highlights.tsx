import type { ResourceHighlightsData } from "@/lib/domain/sections/resource-highlights"

import { HighlightCards } from "./highlight-cards"
import type { SectionRendererProps } from "./types"

/** The page's published resources (context.resources); not rendered while there are none. */
export function ResourceHighlightsSection({ data, context, headingId, anchor }: SectionRendererProps) {
  return <HighlightCards {...(data as ResourceHighlightsData)} headingId={headingId} anchor={anchor} cards={context.resources} locale={context.locale} testId="resource-highlights" />
}
