import type { DataField } from "@/lib/domain/data-fields"
export const NAVIGATION_FIELDS: readonly DataField[] = []
