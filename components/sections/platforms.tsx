import type { PlatformsData } from "@/lib/domain/sections/platforms"
import { PlatformsSection } from "@/components/services/platforms-section"

import type { SectionRendererProps } from "./types"

export function PlatformsSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  return <PlatformsSection {...(data as PlatformsData)} headingId={headingId} anchor={anchor} />
}
