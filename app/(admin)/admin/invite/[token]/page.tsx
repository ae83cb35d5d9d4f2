import type { Metadata } from "next"

import { describeLink } from "@/lib/data/account-links"
import { ROLE_LABELS } from "@/lib/domain/policy"
import { LINK_UI } from "@/lib/copy/team"
import { AuthCard } from "@/components/admin/auth-links/auth-card"
import { LinkPasswordForm } from "@/components/admin/auth-links/link-password-form"
import { LinkRefused } from "@/components/admin/auth-links/link-refused"

import { acceptInvitationAction } from "../../login/link-actions"

export const metadata: Metadata = { title: LINK_UI.inviteTitle, robots: { index: false, follow: false }, referrer: "no-referrer" }

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const link = await describeLink("invite", decodeURIComponent(token))
  if (link.state !== "valid") return <LinkRefused state={link.state} />
  return (
    <AuthCard title={LINK_UI.inviteTitle}>
      <p className="mt-1 text-muted-foreground">{LINK_UI.inviteIntro(link.email, ROLE_LABELS[link.role ?? "editor"])}</p>
      <LinkPasswordForm token={decodeURIComponent(token)} email={link.email} submitLabel={LINK_UI.setPassword} newPassword action={acceptInvitationAction} />
    </AuthCard>
  )
}
