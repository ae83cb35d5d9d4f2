import type { PhoneMockupData } from "@/lib/domain/sections/phone-mockup"
import { PhoneMockupSection } from "@/components/home/phone-mockup-section"

import type { SectionRendererProps } from "./types"

export function PhoneMockupSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  return <PhoneMockupSection {...(data as PhoneMockupData)} headingId={headingId} anchor={anchor} />
}
