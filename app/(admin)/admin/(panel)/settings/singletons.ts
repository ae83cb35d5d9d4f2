import type { DocumentTypeName } from "@/lib/domain/types"

/** The settings screens: the address segment of each singleton and its type. */
export const SINGLETON_ROUTES = {
  navigation: "navigation",
  footer: "footer",
  "contact-details": "contact_details",
  "site-settings": "site_settings",
} as const satisfies Record<string, DocumentTypeName>

export type SingletonSegment = keyof typeof SINGLETON_ROUTES
