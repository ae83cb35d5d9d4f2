import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { connection } from "next/server"

import { passwordSessionEmail } from "@/lib/data/account-links"
import { LINK_UI } from "@/lib/copy/team"
import { AuthCard } from "@/components/admin/auth-links/auth-card"
import { LinkPasswordForm } from "@/components/admin/auth-links/link-password-form"
import { LinkRefused } from "@/components/admin/auth-links/link-refused"
import { isSupabaseMode } from "@/lib/data/backend"

import { setSessionPasswordAction } from "../../login/link-actions"

export const metadata: Metadata = { title: LINK_UI.resetTitle, robots: { index: false, follow: false }, referrer: "no-referrer" }

/** Supabase mode: after an invitation or recovery e-mail's link, the person chooses their password here. */
export default async function SupabasePasswordPage() {
  // Decided per request: the backend is chosen by the server's environment, not the build's.
  await connection()
  if (!isSupabaseMode()) notFound()
  const email = await passwordSessionEmail()
  if (!email) return <LinkRefused state="expired" />
  return (
    <AuthCard title={LINK_UI.resetTitle}>
      <p className="mt-1 text-muted-foreground">{LINK_UI.resetIntro(email)}</p>
      <LinkPasswordForm token="" email={email} submitLabel={LINK_UI.setPassword} newPassword action={setSessionPasswordAction} />
    </AuthCard>
  )
}
