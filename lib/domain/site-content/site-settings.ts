import type { DataField } from "@/lib/domain/data-fields"
export const SITE_SETTINGS_FIELDS: readonly DataField[] = []
