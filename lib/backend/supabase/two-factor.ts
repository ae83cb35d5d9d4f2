import "server-only"

import type { AuthError, Factor, SupabaseClient, User } from "@supabase/supabase-js"

import type { HostedTwoFactorStore, HostedVerifyResult } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"

import { fromPostgrest } from "./errors"
import { sessionlessClient, type SupabaseConfig } from "./server"

const FRIENDLY_NAME = "Authenticator app"
const ISSUER = "Lumora admin"

/** The `aal` claim of an access token (read only after getUser has checked the token with the Auth server). */
export function aalOf(accessToken: string | undefined): "aal1" | "aal2" {
  try {
    const payload = JSON.parse(Buffer.from(String(accessToken).split(".")[1] ?? "", "base64url").toString("utf8")) as { aal?: unknown }
    return payload.aal === "aal2" ? "aal2" : "aal1"
  } catch {
    return "aal1"
  }
}

export const verifiedFactors = (user: Pick<User, "factors">): Factor[] => (user.factors ?? []).filter((f) => f.status === "verified")

/** A password right for this e-mail, checked with a client of its own (never the member's session). */
export async function probePassword(config: SupabaseConfig, email: string, password: string): Promise<boolean> {
  const probe = sessionlessClient(config.url, config.anonKey)
  const { error } = await probe.auth.signInWithPassword({ email, password })
  if (!error) await probe.auth.signOut({ scope: "local" }).catch(() => {})
  return !error
}

/** Supabase refuses a code it has already accepted; only an answer that says so reads "already used". */
function refusal(error: AuthError): HostedVerifyResult {
  return /already (been )?used|reused|replay/i.test(error.message ?? "") ? "reused" : "wrong"
}

/**
 * Two-factor sign-in on Supabase Auth's MFA (docs/team.md, "Supabase mode"): the member's own client enrols,
 * verifies and removes TOTP factors; the recovery codes live in public.two_factor_recovery_codes, which only the
 * service role reaches (migration 20261203000100), and a used one removes the member's factors through the admin API.
 */
export function supabaseTwoFactor(sb: SupabaseClient, config: SupabaseConfig, serviceKey?: string): HostedTwoFactorStore {
  const admin = () => sessionlessClient(config.url, serviceKey!)

  async function me(): Promise<User | null> {
    const { data, error } = await sb.auth.getUser()
    return error || !data.user ? null : data.user
  }

  async function codes(userId: string) {
    const { data, error } = await admin().from("two_factor_recovery_codes").select("id").eq("user_id", userId).is("used_at", null)
    if (error) throw fromPostgrest(error, "count recovery codes")
    return data ?? []
  }

  return {
    async state() {
      const user = await me()
      if (!user) return null
      const { data } = await sb.auth.getSession()
      return { userId: user.id, email: user.email ?? "", verified: verifiedFactors(user).length > 0, level: aalOf(data.session?.access_token) }
    },

    async enroll() {
      const user = await me()
      if (!user) throw new DataError("unauthorized", "Please sign in to continue")
      // One key waits for its code: a new setup replaces the one before (Supabase refuses a second factor of the same name).
      for (const f of user.factors ?? []) {
        if (f.status !== "verified") await sb.auth.mfa.unenroll({ factorId: f.id })
      }
      const { data, error } = await sb.auth.mfa.enroll({ factorType: "totp", friendlyName: FRIENDLY_NAME, issuer: ISSUER })
      if (error || !data || data.type !== "totp") throw new Error(`two-factor enrolment failed: ${error?.message ?? "no factor"}`)
      // supabase-js hands the SVG back as "data:image/svg+xml;utf-8,<svg…>"; the card draws it as an image.
      const qrSvg = data.totp.qr_code.replace(/^data:image\/svg\+xml;[^,]*,/, "")
      return { secret: data.totp.secret, uri: data.totp.uri, qrSvg }
    },

    async verify(code, purpose) {
      const user = await me()
      if (!user) return "wrong"
      const factor =
        purpose === "enrol"
          ? (user.factors ?? []).filter((f) => f.status !== "verified" && f.factor_type === "totp").at(-1)
          : verifiedFactors(user).find((f) => f.factor_type === "totp")
      if (!factor) return "wrong"
      const { error } = await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code })
      return error ? refusal(error) : "ok"
    },

    async unenroll() {
      const user = await me()
      for (const f of user?.factors ?? []) {
        const { error } = await sb.auth.mfa.unenroll({ factorId: f.id })
        if (error) throw new Error(`two-factor removal failed: ${error.message}`)
      }
      if (serviceKey && user) {
        const { error } = await admin().from("two_factor_recovery_codes").delete().eq("user_id", user.id)
        if (error) throw fromPostgrest(error, "remove recovery codes")
      }
    },

    checkPassword: (email, password) => probePassword(config, email, password),

    recovery: serviceKey
      ? {
          async left(userId) {
            return (await codes(userId)).length
          },
          async replace(userId, hashes) {
            const { error } = await admin().rpc("replace_two_factor_recovery_codes", { p_user: userId, p_hashes: hashes })
            if (error) throw fromPostgrest(error, "replace recovery codes")
          },
          async use(userId, hash) {
            const { data, error } = await admin()
              .from("two_factor_recovery_codes")
              .update({ used_at: new Date().toISOString() })
              .eq("user_id", userId)
              .eq("code_hash", hash)
              .is("used_at", null)
              .select("id")
            if (error) throw fromPostgrest(error, "use recovery code")
            const id: unknown = data?.[0]?.id
            return typeof id === "string" ? id : null
          },
          async restore(userId, codeId) {
            const { error } = await admin()
              .from("two_factor_recovery_codes")
              .update({ used_at: null })
              .eq("user_id", userId)
              .eq("id", codeId)
              .not("used_at", "is", null)
            if (error) throw fromPostgrest(error, "restore recovery code")
          },
          async resetFactors(userId) {
            const a = admin()
            const { data, error } = await a.auth.admin.mfa.listFactors({ userId })
            if (error) throw new Error(`list factors failed: ${error.message}`)
            for (const f of data.factors) {
              const removed = await a.auth.admin.mfa.deleteFactor({ userId, id: f.id })
              if (removed.error) throw new Error(`remove factor failed: ${removed.error.message}`)
            }
            const codesGone = await a.from("two_factor_recovery_codes").delete().eq("user_id", userId)
            if (codesGone.error) throw fromPostgrest(codesGone.error, "remove recovery codes")
            // The session's user (and its factors) is read again: without a verified factor, aal1 is enough.
            await sb.auth.refreshSession()
          },
        }
      : undefined,
  }
}
