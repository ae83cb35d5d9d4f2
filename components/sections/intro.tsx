import type { IntroData } from "@/lib/domain/sections/intro"
import { IntroSection } from "@/components/home/intro-section"

import type { SectionRendererProps } from "./types"

export function IntroSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  return <IntroSection {...(data as IntroData)} headingId={headingId} anchor={anchor} />
}
