import "server-only"

import type { SupabaseClient, User } from "@supabase/supabase-js"

import type { AuthTokenRow, MemberRow, Role } from "@/lib/domain/types"
import type { HostedTeamStore } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"

import { fromPostgrest } from "./errors"
import { sessionlessClient, type SupabaseConfig } from "./server"
import { probePassword } from "./two-factor"

/** A client with the service-role key: created per call on the server, never exposed to a browser. */
function serviceClient(config: SupabaseConfig, serviceKey: string): SupabaseClient {
  return sessionlessClient(config.url, serviceKey)
}

async function allUsers(admin: SupabaseClient): Promise<User[]> {
  const users: User[] = []
  for (let page = 1; page <= 50; page++) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 200 })
    if (error) throw new Error(`list users failed: ${error.message}`)
    users.push(...data.users)
    if (data.users.length < 200) break
  }
  return users
}

/**
 * The Team screen in Supabase mode. Reads that span auth.users (e-mails, last sign-in) and invitations use the
 * service-role key; changes to memberships go through the signed-in member's own client, so row-level security
 * decides (owner and admins only, never the owner's row).
 */
export function supabaseTeam(sb: SupabaseClient, config: SupabaseConfig, serviceKey: string): HostedTeamStore {
  const admin = () => serviceClient(config, serviceKey)

  async function members(): Promise<MemberRow[]> {
    const a = admin()
    const { data, error } = await a.from("memberships").select("user_id, role, created_at")
    if (error) throw fromPostgrest(error, "list members")
    const users = new Map((await allUsers(a)).map((u) => [u.id, u]))
    return (data ?? []).map((m) => {
      const u = users.get(String(m.user_id))
      return {
        id: String(m.user_id),
        email: u?.email ?? "",
        role: m.role as Role,
        created_at: new Date(String(m.created_at)).toISOString(),
        last_sign_in_at: u?.last_sign_in_at ?? null,
        sessions: 0,
      }
    })
  }

  const toInvitation = (r: Record<string, unknown>): AuthTokenRow => ({
    id: String(r.id),
    kind: "invite",
    email: String(r.email),
    user_id: null,
    role: r.role as Role,
    created_by_email: null,
    created_at: new Date(String(r.created_at)).toISOString(),
    expires_at: new Date(String(r.expires_at)).toISOString(),
    used_at: null,
    revoked_at: null,
  })

  return {
    listMembers: members,
    async getMember(userId) {
      return (await members()).find((m) => m.id === userId) ?? null
    },
    async findUser(email) {
      const a = admin()
      const user = (await allUsers(a)).find((u) => u.email?.toLowerCase() === email)
      if (!user) return null
      // Only this user's membership: the user list was just read, members() would read it all again.
      const { data, error } = await a.from("memberships").select("role").eq("user_id", user.id)
      if (error) throw fromPostgrest(error, "list members")
      return { id: user.id, email, role: ((data ?? [])[0]?.role as Role | undefined) ?? null }
    },
    async listInvitations() {
      const { data, error } = await admin().from("invitations").select("*").order("created_at", { ascending: false })
      if (error) throw fromPostgrest(error, "list invitations")
      return (data ?? []).map(toInvitation)
    },
    async invite({ email, role, invitedBy, redirectTo }) {
      const a = admin()
      const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
      const { data, error } = await a
        .from("invitations")
        .upsert({ email, role, invited_by: invitedBy, created_at: new Date().toISOString(), expires_at: expiresAt }, { onConflict: "email" })
        .select("id")
        .single()
      if (error) throw fromPostgrest(error, "record invitation")
      const sent = await a.auth.admin.inviteUserByEmail(email, { redirectTo })
      if (sent.error) {
        await a.from("invitations").delete().eq("email", email)
        throw new DataError("conflict", "Supabase could not send this invitation", { fieldErrors: { email: [sent.error.message] } })
      }
      return { id: String(data.id), expiresAt }
    },
    async revokeInvitation(id) {
      const { data, error } = await admin().from("invitations").delete().eq("id", id).select("*")
      if (error) throw fromPostgrest(error, "revoke invitation")
      return data?.[0] ? toInvitation(data[0]) : null
    },
    async setRole(userId, role) {
      const { data, error } = await sb.from("memberships").update({ role }).eq("user_id", userId).select("user_id")
      if (error) throw fromPostgrest(error, "change role")
      return (data ?? []).length > 0
    },
    async removeMember(userId) {
      const { data, error } = await sb.from("memberships").delete().eq("user_id", userId).select("user_id")
      if (error) throw fromPostgrest(error, "remove member")
      // Rights are read from memberships on every request, so the member's next request is refused.
      return (data ?? []).length > 0
    },
    async transferOwnership(toUserId) {
      const { error } = await sb.rpc("transfer_ownership", { new_owner: toUserId })
      if (error) throw fromPostgrest(error, "transfer ownership")
      return true
    },
    checkPassword: (email, password) => probePassword(config, email, password),
    async recoveryLink(email, redirectTo) {
      const { data, error } = await admin().auth.admin.generateLink({ type: "recovery", email, options: { redirectTo } })
      if (error || !data.properties?.action_link) throw new Error(`recovery link failed: ${error?.message ?? "no link"}`)
      return data.properties.action_link
    },
  }
}
