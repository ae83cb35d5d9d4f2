import type { CtaBannerData } from "@/lib/domain/sections/cta-banner"
import { CtaBanner } from "@/components/services/cta-banner"

import type { SectionRendererProps } from "./types"

export function CtaBannerSection({ data, headingId, anchor }: SectionRendererProps) {
  return <CtaBanner {...(data as CtaBannerData)} headingId={headingId} anchor={anchor} />
}
