import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { requireMember } from "@/lib/data/auth"
import { can, refusal } from "@/lib/domain/policy"
import { getTeam } from "@/lib/data/team"
import { TEAM_UI } from "@/lib/copy/team"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { NoAccess } from "@/components/admin/no-access"
import { PageHeader } from "@/components/admin/page-header"
import { TeamManager } from "@/components/admin/team/team-manager"
import { TwoFactorRequirement } from "@/components/admin/team/two-factor-requirement"
import { getTwoFactorRequirement } from "@/lib/data/two-factor"

import {
  changeRoleAction,
  createResetLinkAction,
  inviteMemberAction,
  removeMemberAction,
  resendInvitationAction,
  revokeInvitationAction,
  setTwoFactorRequirementAction,
  transferOwnershipAction,
} from "./actions"

const actions = {
  inviteMemberAction,
  resendInvitationAction,
  revokeInvitationAction,
  changeRoleAction,
  removeMemberAction,
  createResetLinkAction,
  transferOwnershipAction,
}

export const metadata: Metadata = { title: TEAM_UI.title }

export default async function TeamPage() {
  const me = await requireMember()
  if (!can(me.role, "team")) return <NoAccess title={TEAM_UI.title} message={refusal("team")} />
  const loaded = await loadForScreen("getTeam", getTeam)
  const requirement = can(me.role, "ownership") ? await loadForScreen("getTwoFactorRequirement", getTwoFactorRequirement) : null
  return (
    <>
      <PageHeader title={TEAM_UI.title} />
      {requirement?.ok && requirement.data.available ? (
        <TwoFactorRequirement required={requirement.data.required} action={setTwoFactorRequirementAction} />
      ) : null}
      {loaded.ok ? (
        <TeamManager
          me={{ id: me.id, role: me.role }}
          members={loaded.data.members.map((m) => ({ id: m.id, email: m.email, role: m.role, lastSignIn: m.last_sign_in_at, sessions: m.sessions }))}
          invitations={loaded.data.invitations.map((i) => ({ id: i.id, email: i.email, role: i.role ?? "editor", status: i.status, expiresAt: i.expires_at }))}
          mail={loaded.data.mail}
          actions={actions}
        />
      ) : (
        <LoadErrorToast description="Failed to load the team" />
      )}
    </>
  )
}
