import type { ServicesGridData } from "@/lib/domain/sections/services-grid"
import { ServicesSection } from "@/components/home/services-section"

import type { SectionRendererProps } from "./types"

export function ServicesGridSection({ data, headingId, anchor }: SectionRendererProps) {
  return <ServicesSection {...(data as ServicesGridData)} headingId={headingId} anchor={anchor} />
}
