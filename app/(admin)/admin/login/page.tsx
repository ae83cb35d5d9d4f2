import type { Metadata } from "next"
import { redirect } from "next/navigation"

import { getCurrentUser } from "@/lib/data/auth"
import { secondStepOffer } from "@/lib/data/two-factor"
import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { safeAdminPath } from "@/lib/server/http/safe-redirect"

import { LoginPanel } from "./login-panel"
import { SecondStep } from "./second-step"

export const metadata: Metadata = { title: AUTH_MESSAGES.title, robots: { index: false, follow: false } }

type LoginPageProps = { searchParams: Promise<{ next?: string | string[] }> }

export default async function AdminLoginPage({ searchParams }: LoginPageProps) {
  const { next } = await searchParams
  const target = safeAdminPath(Array.isArray(next) ? next[0] : next)
  // A signed-in admin has nothing to do here; a session without admin rights stays (no redirect loop).
  const user = await getCurrentUser().catch(() => null)
  if (user?.role) redirect(target)
  const offer = await secondStepOffer().catch(() => ({ pending: false, recoveryCodes: false, remember: false, recoveryRemovesApp: false }))

  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand px-4 py-12">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">{AUTH_MESSAGES.title}</h1>
        <p className="mt-1 text-muted-foreground">{AUTH_MESSAGES.subtitle}</p>
        {offer.pending ? <SecondStep next={target} recoveryCodes={offer.recoveryCodes} remember={offer.remember} recoveryRemovesApp={offer.recoveryRemovesApp} /> : <LoginPanel next={target} />}
      </div>
    </main>
  )
}
