import { ADMIN_FIXED_NAV } from "@/lib/copy/admin"

import { CONTENT_TYPES } from "./index"
import type { AdminNavEntry, ContentTypeDeclaration } from "./types"

/** One entry of the admin navigation. */
export type AdminNavItem = AdminNavEntry & { href: string }

/** One card of Menus & Site Settings. */
export type SettingsCard = { title: string; description: string; href: string }

type Declared = Pick<ContentTypeDeclaration, "adminPath" | "kind" | "admin">

/**
 * The admin navigation: every content type's declared entry (`admin.nav`, at its adminPath) merged with the fixed
 * entries that are not content types (Dashboard, Media Library, Team…), sorted by order (a tie keeps the fixed entry
 * first, then the registry's order). A new type with `admin.nav` appears here with no other edit.
 */
export function adminNavigation(types: Readonly<Record<string, Declared>> = CONTENT_TYPES): AdminNavItem[] {
  const declared: AdminNavItem[] = []
  for (const type of Object.values(types)) {
    if (type.admin?.nav) declared.push({ ...type.admin.nav, href: type.adminPath })
  }
  return [...ADMIN_FIXED_NAV, ...declared].sort((a, b) => a.order - b.order)
}

/** The cards of Menus & Site Settings: every singleton with a declared `admin.card`, in the registry's order. */
export function settingsCards(types: Readonly<Record<string, Declared>> = CONTENT_TYPES): SettingsCard[] {
  const cards: SettingsCard[] = []
  for (const type of Object.values(types)) {
    if (type.kind === "singleton" && type.admin?.card) cards.push({ ...type.admin.card, href: type.adminPath })
  }
  return cards
}

/** The names of the singleton types (menus, footer, contact details, site settings…), derived from the registry. */
export type SingletonTypeName = {
  [K in keyof typeof CONTENT_TYPES]: (typeof CONTENT_TYPES)[K] extends { kind: "singleton" } ? K : never
}[keyof typeof CONTENT_TYPES]

/** Whether `type` names a singleton of the registry (a settings screen's type comes from the client: checked here). */
export function isSingleton(type: string): type is SingletonTypeName {
  return Object.hasOwn(CONTENT_TYPES, type) && CONTENT_TYPES[type as keyof typeof CONTENT_TYPES].kind === "singleton"
}

/** The singleton whose settings screen is /admin/settings/{segment} (its declared adminPath), or null. */
export function singletonAt(segment: string): SingletonTypeName | null {
  for (const name of Object.keys(CONTENT_TYPES)) {
    if (isSingleton(name) && CONTENT_TYPES[name].adminPath === `/admin/settings/${segment}`) return name
  }
  return null
}
