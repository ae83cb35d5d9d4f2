import { MEMBER_REVIEW } from "@/lib/copy/medical-review"
import { loadForScreen } from "@/lib/data/admin/load"
import { requireMember } from "@/lib/data/auth"
import { declarationOf } from "@/lib/domain/content"
import { can, refusal } from "@/lib/domain/policy"
import type { ContentKind } from "@/lib/domain/types"
import { NoAccess } from "@/components/admin/no-access"

/**
 * A content screen's refusal for a member whose role does not read this type (a Reviewer): the no-access notice,
 * drawn before any of the screen's data is asked for (the data layer would refuse it anyway); null for everyone else.
 */
export async function contentScreenRefusal(name: ContentKind, title: string) {
  // A visitor without a session goes to the sign-in page, as every screen's load does; any other failure is left
  // to the screen's own load, which reports it.
  const member = await loadForScreen("screen-access", requireMember)
  if (!member.ok) return null
  const me = member.data
  const permission = declarationOf(name).access.read
  if (can(me.role, permission)) return null
  return <NoAccess title={title} message={can(me.role, "review") ? MEMBER_REVIEW.noAccess : refusal(permission)} />
}
