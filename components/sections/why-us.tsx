import type { WhyUsData } from "@/lib/domain/sections/why-us"
import { WhyUsSection } from "@/components/home/why-us-section"

import type { SectionRendererProps } from "./types"

export function WhyUsSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  return <WhyUsSection {...(data as WhyUsData)} headingId={headingId} anchor={anchor} />
}
