import type { EcosystemData } from "@/lib/domain/sections/ecosystem"
import { EcosystemSection } from "@/components/home/ecosystem-section"

import type { SectionRendererProps } from "./types"

export function EcosystemSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  return <EcosystemSection {...(data as EcosystemData)} headingId={headingId} anchor={anchor} />
}
