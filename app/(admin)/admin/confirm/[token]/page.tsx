import type { Metadata } from "next"

import { describeLink } from "@/lib/data/account-links"
import { LINK_UI } from "@/lib/copy/team"
import { AuthCard } from "@/components/admin/auth-links/auth-card"
import { LinkPasswordForm } from "@/components/admin/auth-links/link-password-form"
import { LinkRefused } from "@/components/admin/auth-links/link-refused"

import { confirmRegistrationAction } from "../../login/link-actions"

export const metadata: Metadata = { title: LINK_UI.confirmTitle, robots: { index: false, follow: false }, referrer: "no-referrer" }

export default async function ConfirmRegistrationPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token)
  const link = await describeLink("register", token)
  if (link.state !== "valid") return <LinkRefused state={link.state} />
  return (
    <AuthCard title={LINK_UI.confirmTitle}>
      <p className="mt-1 text-muted-foreground">{LINK_UI.confirmIntro(link.email)}</p>
      <LinkPasswordForm token={token} email={link.email} submitLabel={LINK_UI.confirm} newPassword={false} action={confirmRegistrationAction} />
    </AuthCard>
  )
}
