import type { DataField } from "@/lib/domain/data-fields"
export const FOOTER_FIELDS: readonly DataField[] = []
