import type { DataField } from "@/lib/domain/data-fields"
export const CONTACT_DETAILS_FIELDS: readonly DataField[] = []
