import type { Metadata } from "next"
import Link from "next/link"

import { resetByMailAvailable } from "@/lib/data/account-links"
import { LINK_UI } from "@/lib/copy/team"
import { AuthCard } from "@/components/admin/auth-links/auth-card"
import { SimpleLinkForm } from "@/components/admin/auth-links/simple-link-form"

import { requestResetAction } from "../login/link-actions"

export const metadata: Metadata = { title: LINK_UI.forgotTitle, robots: { index: false, follow: false } }

export default async function ForgotPasswordPage() {
  const byMail = await resetByMailAvailable()
  return (
    <AuthCard title={LINK_UI.forgotTitle}>
      {byMail ? (
        <>
          <p className="mt-1 text-muted-foreground">{LINK_UI.forgotIntro}</p>
          <SimpleLinkForm submitLabel={LINK_UI.forgotButton} pendingLabel={LINK_UI.forgotSending} emailLabel="Email" action={requestResetAction} />
        </>
      ) : (
        <p role="status" className="mt-3 text-muted-foreground">
          {LINK_UI.forgotNoMail}
        </p>
      )}
      <p className="mt-6">
        <Link href="/admin/login" className="text-sm font-medium underline">
          {LINK_UI.backToLogin}
        </Link>
      </p>
    </AuthCard>
  )
}
