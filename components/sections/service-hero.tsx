import type { ServiceHeroData } from "@/lib/domain/sections/service-hero"
import { ServiceHero } from "@/components/services/service-hero"

import type { SectionRendererProps } from "./types"

export function ServiceHeroSection({ data, headingId, anchor }: SectionRendererProps) {
  return <ServiceHero {...(data as ServiceHeroData)} headingId={headingId} anchor={anchor} />
}
