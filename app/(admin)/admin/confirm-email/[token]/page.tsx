import type { Metadata } from "next"

import { describeLink } from "@/lib/data/account-links"
import { ACCOUNT_UI, LINK_UI } from "@/lib/copy/team"
import { AuthCard } from "@/components/admin/auth-links/auth-card"
import { LinkRefused } from "@/components/admin/auth-links/link-refused"
import { SimpleLinkForm } from "@/components/admin/auth-links/simple-link-form"

import { confirmEmailAction } from "../../login/link-actions"

export const metadata: Metadata = { title: LINK_UI.emailConfirmTitle, robots: { index: false, follow: false }, referrer: "no-referrer" }

/** Opening the link only shows it; the change happens on the button's POST (a GET never writes). */
export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token)
  const link = await describeLink("email_change", token)
  if (link.state !== "valid") return <LinkRefused state={link.state} />
  return (
    <AuthCard title={ACCOUNT_UI.emailHeading}>
      <p className="mt-1 text-muted-foreground">{link.email}</p>
      <SimpleLinkForm submitLabel={ACCOUNT_UI.changeEmail} pendingLabel={LINK_UI.saving} hidden={{ token }} action={confirmEmailAction} />
    </AuthCard>
  )
}
