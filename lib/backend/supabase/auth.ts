import "server-only"

import type { SupabaseClient, User } from "@supabase/supabase-js"

import type { Role, SessionUser } from "@/lib/domain/types"
import type { AuthService } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"

import { aalOf, verifiedFactors } from "./two-factor"

/**
 * Supabase Auth with the cookie session of @supabase/ssr. The user is always verified with the Auth server
 * (getUser), never read from the cookie alone; admin rights come from public.memberships (RLS: own row only).
 */
// The roles of public.memberships (20261202000100 added the Reviewer, who signs off medical reviews and has no
// content rights); anything else is no role.
const ROLES: readonly unknown[] = ["owner", "admin", "editor", "reviewer"] satisfies Role[]

/** A member with a verified factor whose session is not yet at aal2. */
const secondStepPending = (user: User, accessToken: string | undefined) => verifiedFactors(user).length > 0 && aalOf(accessToken) !== "aal2"

export function supabaseAuth(sb: SupabaseClient): AuthService {
  async function withRole(user: User): Promise<SessionUser> {
    const { data } = await sb.from("memberships").select("role").eq("user_id", user.id).maybeSingle()
    const role = ROLES.includes(data?.role) ? (data!.role as Role) : null
    return { id: user.id, email: user.email ?? "", role }
  }

  return {
    async signUp(email, password) {
      const { data, error } = await sb.auth.signUp({ email, password })
      if (error) {
        // The auth.users trigger refuses closed registrations ("Database error saving new user"); an existing
        // account reads the same, so the answer never reveals whether an e-mail is registered.
        if (error.status === 500 || /already registered|database error/i.test(error.message)) {
          throw new DataError("forbidden", "Registration is closed", { reason: "registration_closed" })
        }
        if (error.status === 429) throw new DataError("rate_limited", error.message)
        throw new DataError("validation", error.message || "Registration failed")
      }
      const user = data.user
      // With e-mail confirmation on, Supabase answers an already registered address with a stand-in user that
      // has no identities (and sends nothing): that must read exactly like a closed registration too.
      if (!user || (Array.isArray(user.identities) && user.identities.length === 0)) {
        throw new DataError("forbidden", "Registration is closed", { reason: "registration_closed" })
      }
      return { user: { id: user.id, email: user.email ?? email, role: null }, confirmationRequired: !data.session }
    },

    async signIn(email, password) {
      const { data, error } = await sb.auth.signInWithPassword({ email, password })
      if (error || !data.user) return null
      const user = await withRole(data.user)
      // A verified factor: the session stays at aal1 until a code raises it (sign-in's second step).
      return secondStepPending(data.user, data.session?.access_token) ? { ...user, secondStepPending: true } : user
    },

    async signOut() {
      await sb.auth.signOut()
    },

    async currentUser() {
      const { data, error } = await sb.auth.getUser()
      if (error || !data.user) return null
      // An aal1 session of a member with a verified factor is not signed in to the admin: the second step is open.
      if (verifiedFactors(data.user).length > 0 && secondStepPending(data.user, (await sb.auth.getSession()).data.session?.access_token)) return null
      return withRole(data.user)
    },

    async sendPasswordReset(email, redirectTo) {
      // Supabase answers the same whether or not the account exists, and rate limits the sending itself.
      const { error } = await sb.auth.resetPasswordForEmail(email, { redirectTo })
      if (error && error.status !== 429) throw new Error(`password reset e-mail failed: ${error.message}`)
    },

    async verifyEmailLink(type, tokenHash) {
      const { error } = await sb.auth.verifyOtp({ type, token_hash: tokenHash })
      return !error
    },

    async updatePassword(password) {
      // A member with a verified factor changes the password only from an aal2 session: an aal1 one (the password
      // step done, the code not yet, or a recovery link's session) is refused here, whether or not the Supabase
      // project itself asks for aal2 (its settings are not ours to rely on).
      const { data } = await sb.auth.getUser()
      if (!data.user) throw new DataError("unauthorized", "Please sign in to continue")
      if (secondStepPending(data.user, (await sb.auth.getSession()).data.session?.access_token)) {
        // The words of TWO_FACTOR.errors.secondStepFirst (lib/copy is not this layer's to import).
        throw new DataError("forbidden", "Enter the code from your authenticator app first: changing your password or e-mail needs the full sign-in.")
      }
      const { error } = await sb.auth.updateUser({ password })
      if (error) throw new DataError("validation", error.message || "The password could not be changed", { fieldErrors: { password: [error.message] } })
    },

    // Not visible through RLS; the trigger on auth.users enforces the registration rule anyway.
    hasOwner: async () => true,
    ownerEmail: async () => null,
  }
}
