import { CONTENT_TYPES } from "./index"
import type { LeadFormName, SiteDeclaration } from "./types"

type Declared = { name: string; site?: Pick<SiteDeclaration, "template" | "leadForm"> }

/**
 * The lead form a content type's public page offers (its declared `site.leadForm`); none for a name that is no
 * content type, a type not shown on its own, or one whose page offers no form.
 */
export function leadFormOf(type: string, types: Readonly<Record<string, Declared>> = CONTENT_TYPES): LeadFormName | undefined {
  return Object.hasOwn(types, type) ? types[type]?.site?.leadForm : undefined
}
