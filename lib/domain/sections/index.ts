// Placeholder until the section registry lands: any section shape, data unchecked.
import { z } from "zod/mini"

export const sectionsSchema = z.array(
  z.object({ id: z.string(), type: z.string(), hidden: z.boolean(), anchor: z.string(), data: z.record(z.string(), z.unknown()) }),
)
export const SECTION_TYPES: Readonly<Record<string, import("./types").SectionDeclaration>> = {}
