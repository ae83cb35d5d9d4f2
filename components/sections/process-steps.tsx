import type { ProcessStepsData } from "@/lib/domain/sections/process-steps"
import { ProcessSteps } from "@/components/services/process-steps"

import type { SectionRendererProps } from "./types"

export function ProcessStepsSection({ data, headingId, anchor }: SectionRendererProps) {
  return <ProcessSteps {...(data as ProcessStepsData)} headingId={headingId} anchor={anchor} />
}
