import type { Role } from "@/lib/domain/types"

/**
 * Who may do what: the one table every data function's check reads (and the README repeats).
 *
 * - content: posts, pages, media, people, redirects, contact messages, previews and share links
 * - activity: reading the audit log
 * - team: members, invitations, roles, reset links for others
 * - settings: site-wide settings
 * - audit_export: the audit log as CSV
 * - ownership: handing the site to another member
 */
export const PERMISSIONS = {
  content: ["owner", "admin", "editor"],
  activity: ["owner", "admin", "editor"],
  team: ["owner", "admin"],
  settings: ["owner", "admin"],
  audit_export: ["owner"],
  ownership: ["owner"],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", admin: "Admin", editor: "Editor" }

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

const REFUSALS: Record<Permission, string> = {
  content: "Your account has no access to the admin area",
  activity: "Your account has no access to the admin area",
  team: "Only the owner and admins can manage the team",
  settings: "Only the owner and admins can change site settings",
  audit_export: "Only the site owner can export the activity log",
  ownership: "Only the site owner can do this",
}

export function refusal(permission: Permission): string {
  return REFUSALS[permission]
}
