import type { FeatureGridData } from "@/lib/domain/sections/feature-grid"
import { FeatureGrid } from "@/components/services/feature-grid"

import type { SectionRendererProps } from "./types"

export function FeatureGridSection({ data, headingId, anchor }: SectionRendererProps) {
  return <FeatureGrid {...(data as FeatureGridData)} headingId={headingId} anchor={anchor} />
}
