import type { HeroData } from "@/lib/domain/sections/hero"
import { Hero } from "@/components/home/hero"

import type { SectionRendererProps } from "./types"

export function HeroSection({ data, headingId, anchor }: SectionRendererProps) {
  return <Hero {...(data as HeroData)} headingId={headingId} anchor={anchor} />
}
