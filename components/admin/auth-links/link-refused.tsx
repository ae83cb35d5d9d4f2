import Link from "next/link"

import { LINK_MESSAGES, LINK_UI } from "@/lib/copy/team"

import { AuthCard } from "./auth-card"

/** An invalid, expired or used link: say which, and the way back. */
export function LinkRefused({ state }: { state: keyof typeof LINK_MESSAGES & ("invalid" | "expired" | "used") }) {
  return (
    <AuthCard title={LINK_UI.invalidTitle}>
      <p role="alert" className="mt-3 text-muted-foreground">
        {LINK_MESSAGES[state]}
      </p>
      <p className="mt-6">
        <Link href="/admin/login" className="text-sm font-medium underline">
          {LINK_UI.backToLogin}
        </Link>
      </p>
    </AuthCard>
  )
}
