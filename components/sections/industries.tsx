import type { IndustriesData } from "@/lib/domain/sections/industries"
import { IndustriesSection } from "@/components/home/industries-section"

import type { SectionRendererProps } from "./types"

export function IndustriesSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  return <IndustriesSection {...(data as IndustriesData)} headingId={headingId} anchor={anchor} />
}
