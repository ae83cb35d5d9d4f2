import { PERMISSION_REFUSALS, ROLE_NAMES } from "@/lib/copy/team"
import type { Role } from "@/lib/domain/types"

/**
 * Who may do what: the one table every data function's check reads (and the README repeats).
 *
 * - content: posts, pages, media, people, redirects, contact messages, previews and share links
 * - activity: reading the audit log
 * - team: members, invitations, roles, reset links for others
 * - settings: site-wide settings
 * - audit_export: the audit log as CSV
 * - leads_all: every lead (an editor works the leads assigned to them, or all when the owner's setting says so)
 * - leads_export: the lead list as CSV
 * - privacy: data-subject requests (Admin → Privacy): find, export and erase everything held about an e-mail address
 * - ownership: handing the site to another member
 * - review_settings: what needs medical review and when it is due again (the clinical categories, review for all
 *   health content, re-review months per category): the owner alone decides what patients may read unreviewed
 * - review: signing off a medical review addressed to them as a member (a Reviewer reads the version to review and
 *   approves or requests changes; a Reviewer has no content permission, so cannot edit or publish anything)
 */
export const PERMISSIONS = {
  content: ["owner", "admin", "editor"],
  activity: ["owner", "admin", "editor"],
  team: ["owner", "admin"],
  settings: ["owner", "admin"],
  audit_export: ["owner"],
  leads_all: ["owner", "admin"],
  leads_export: ["owner", "admin"],
  privacy: ["owner", "admin"],
  ownership: ["owner"],
  review_settings: ["owner"],
  review: ["reviewer"],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

export const ROLE_LABELS: Record<Role, string> = ROLE_NAMES

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

const REFUSALS: Record<Permission, string> = PERMISSION_REFUSALS

export function refusal(permission: Permission): string {
  return REFUSALS[permission]
}

/**
 * The admin screens (path prefixes) a member opens without the content permission: a Reviewer's Medical Review (their
 * review requests) and their Account. Every other screen says they have no access; the data layer refuses the data.
 */
export const REVIEWER_SCREENS = ["/admin/reviews", "/admin/account"] as const

/** Whether `path` is one of `screens` (path prefixes) or a page under one. */
export function isUnderScreen(path: string, screens: readonly string[]): boolean {
  return screens.some((screen) => path === screen || path.startsWith(`${screen}/`))
}

/** Whether `role` opens the admin screen at `path` (a member with content permission opens every screen it lists). */
export function opensScreen(role: Role | null | undefined, path: string): boolean {
  if (!role) return false
  if (can(role, "content")) return true
  return isUnderScreen(path, REVIEWER_SCREENS)
}

/** The roles that read leads (an editor their assigned ones): those the owner's two-factor requirement covers. */
export const LEAD_READER_ROLES: readonly Role[] = ["owner", "admin", "editor"]
