import type { Metadata } from "next"

import { loadForScreen } from "@/lib/data/admin/load"
import { getAccount } from "@/lib/data/account"
import { ACCOUNT_UI } from "@/lib/copy/team"
import { AccountSettings } from "@/components/admin/team/account-settings"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"

import { getTwoFactorStatus } from "@/lib/data/two-factor"
import { TwoFactorCard } from "@/components/admin/team/two-factor-card"

import {
  beginTwoFactorAction,
  changeEmailAction,
  changePasswordAction,
  confirmTwoFactorAction,
  disableTwoFactorAction,
  endOtherSessionsAction,
  endSessionAction,
  regenerateRecoveryCodesAction,
} from "./actions"

export const metadata: Metadata = { title: ACCOUNT_UI.title }

type AccountPageProps = { searchParams: Promise<{ "two-factor"?: string | string[] }> }

export default async function AccountPage({ searchParams }: AccountPageProps) {
  // Set by the sign-in's second step when a recovery code removed the member's authenticator (Supabase mode).
  const factorsRemoved = (await searchParams)["two-factor"] === "removed"
  const loaded = await loadForScreen("getAccount", getAccount)
  const twoFactor = await loadForScreen("getTwoFactorStatus", getTwoFactorStatus)
  return (
    <>
      <PageHeader title={ACCOUNT_UI.title} />
      {twoFactor.ok && twoFactor.data.available ? (
        <div className="mb-6 grid gap-6 lg:grid-cols-2">
          <TwoFactorCard
            enabled={twoFactor.data.enabled}
            recoveryLeft={twoFactor.data.recoveryLeft}
            required={twoFactor.data.mustEnrol}
            recoveryCodes={twoFactor.data.recoveryCodes}
            factorsRemoved={factorsRemoved}
            actions={{ beginTwoFactorAction, confirmTwoFactorAction, disableTwoFactorAction, regenerateRecoveryCodesAction }}
          />
        </div>
      ) : null}
      {loaded.ok ? (
        <AccountSettings
          email={loaded.data.email}
          sessions={loaded.data.sessions.map((s) => ({ id: s.id, device: s.device, createdAt: s.created_at, lastSeenAt: s.last_seen_at, current: s.current }))}
          actions={{ changeEmailAction, changePasswordAction, endOtherSessionsAction, endSessionAction }}
        />
      ) : (
        <LoadErrorToast description="Failed to load your account" />
      )}
    </>
  )
}
