import "server-only"

import { z } from "zod"

import type { AuthTokenRow, MemberRow, Role } from "@/lib/domain/types"
import type { AccountStore, Backend } from "@/lib/backend/types"
import { signUpSchema } from "@/lib/domain/schemas/auth"
import { absoluteUrl } from "@/lib/domain/site"

import { mailEnabled, sendAccountLink } from "./account-mail"
import { audit } from "./audit"
import { requireOwner, requirePermission } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { can, refusal, ROLE_LABELS } from "@/lib/domain/policy"
import { joinToken, newSecret, TOKEN_TTL_MS } from "./tokens"

export type InvitationStatus = "pending" | "accepted" | "revoked" | "expired"
export type Invitation = Omit<AuthTokenRow, "kind" | "user_id"> & { status: InvitationStatus }
export type TeamView = { members: MemberRow[]; invitations: Invitation[]; mail: boolean }
/** A link just created: shown once to copy, e-mailed too when mail is on. */
export type CreatedLink = { link: string; emailed: boolean; expiresAt: string }

const inviteSchema = z.object({
  email: signUpSchema.shape.email,
  role: z.enum(["admin", "editor", "reviewer"], { error: "Choose Admin, Editor or Reviewer" }),
})
const roleSchema = z.enum(["admin", "editor", "reviewer"], { error: "Choose Admin, Editor or Reviewer" })

function accountsOf(backend: Backend): AccountStore {
  if (!backend.accounts) {
    throw new DataError("unavailable", "Team management in Supabase mode needs SUPABASE_SERVICE_ROLE_KEY on the server")
  }
  return backend.accounts
}

/**
 * Where Supabase users land from an invitation or recovery e-mail (through /api/auth/confirm): they choose their
 * password there.
 */
export const SUPABASE_LANDING = "/admin/reset/supabase"

export function invitationStatus(t: Pick<AuthTokenRow, "used_at" | "revoked_at" | "expires_at">, now = Date.now()): InvitationStatus {
  if (t.used_at) return "accepted"
  if (t.revoked_at) return "revoked"
  return Date.parse(t.expires_at) <= now ? "expired" : "pending"
}

export async function getTeam(): Promise<TeamView> {
  await requirePermission("team")
  const { backend } = await resolveBackend()
  const accounts = backend.hostedTeam ?? accountsOf(backend)
  const [members, invitations] = await Promise.all([accounts.listMembers(), accounts.listInvitations()])
  return {
    members,
    invitations: invitations.map((t) => ({
      id: t.id,
      email: t.email,
      role: t.role,
      created_by_email: t.created_by_email,
      created_at: t.created_at,
      expires_at: t.expires_at,
      used_at: t.used_at,
      revoked_at: t.revoked_at,
      status: invitationStatus(t),
    })),
    mail: backend.hostedTeam ? true : mailEnabled(backend),
  }
}

async function issueInvitation(backend: Backend, email: string, role: Exclude<Role, "owner">, by: string): Promise<CreatedLink & { id: string }> {
  if (backend.hostedTeam) {
    // Supabase e-mails its own single-use link; there is nothing to show.
    const sent = await backend.hostedTeam.invite({ email, role, invitedBy: by, redirectTo: absoluteUrl(SUPABASE_LANDING) })
    return { id: sent.id, link: "", emailed: true, expiresAt: sent.expiresAt }
  }
  const accounts = accountsOf(backend)
  const { secret, secretHash } = newSecret()
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS.invite).toISOString()
  await accounts.revokeTokensFor("invite", email)
  const row = await accounts.createToken({ kind: "invite", secretHash, email, role, createdBy: by, expiresAt })
  const link = absoluteUrl(`/admin/invite/${joinToken(row.id, secret)}`)
  const emailed = mailEnabled(backend)
  if (emailed) await sendAccountLink(backend, "invite", email, link, ROLE_LABELS[role])
  return { id: row.id, link, emailed, expiresAt }
}

/** Invites someone by e-mail with a role: a single-use link valid 7 days, e-mailed when mail is on. */
export async function inviteMember(input: unknown): Promise<CreatedLink> {
  const me = await requirePermission("team")
  const { email, role } = parseInput(inviteSchema, input)
  const { backend } = await resolveBackend()
  const existing = await (backend.hostedTeam ?? accountsOf(backend)).findUser(email)
  if (existing?.role) {
    throw new DataError("conflict", "This person is already a member", { fieldErrors: { email: ["This person is already a member"] } })
  }
  const created = await issueInvitation(backend, email, role, me.id)
  await audit("invite", { type: "invitation", id: created.id, label: `${email} as ${ROLE_LABELS[role]}` })
  return { link: created.link, emailed: created.emailed, expiresAt: created.expiresAt }
}

async function openInvitation(backend: Backend, id: unknown) {
  if (backend.hostedTeam) {
    const token = (await backend.hostedTeam.listInvitations()).find((t) => t.id === parseId(id))
    if (!token) throw new DataError("not_found", "Invitation not found")
    return token
  }
  const token = await accountsOf(backend).getToken(parseId(id))
  if (!token || token.kind !== "invite") throw new DataError("not_found", "Invitation not found")
  return token
}

/** A fresh link for the same e-mail and role; the old link stops working. */
export async function resendInvitation(id: unknown): Promise<CreatedLink> {
  const me = await requirePermission("team")
  const { backend } = await resolveBackend()
  const token = await openInvitation(backend, id)
  if (token.used_at) throw new DataError("conflict", "This invitation was already accepted")
  const created = await issueInvitation(backend, token.email, token.role === "admin" || token.role === "reviewer" ? token.role : "editor", me.id)
  await audit("invite_resend", { type: "invitation", id: created.id, label: token.email })
  return { link: created.link, emailed: created.emailed, expiresAt: created.expiresAt }
}

export async function revokeInvitation(id: unknown): Promise<void> {
  await requirePermission("team")
  const { backend } = await resolveBackend()
  const token = await openInvitation(backend, id)
  const revoked = backend.hostedTeam ? !!(await backend.hostedTeam.revokeInvitation(token.id)) : await accountsOf(backend).revokeToken(token.id, "invite")
  if (!revoked) throw new DataError("conflict", "This invitation is no longer open")
  await audit("invite_revoke", { type: "invitation", id: token.id, label: token.email })
}

async function targetMember(backend: Backend, userId: unknown): Promise<MemberRow> {
  const member = await (backend.hostedTeam ?? accountsOf(backend)).getMember(parseId(userId))
  if (!member) throw new DataError("not_found", "Member not found")
  return member
}

/** Changes an admin's or editor's role; their sessions end, so the new role applies on their next request. */
export async function changeMemberRole(userId: unknown, role: unknown): Promise<MemberRow> {
  await requirePermission("team")
  const next = parseInput(roleSchema, role)
  const { backend } = await resolveBackend()
  const member = await targetMember(backend, userId)
  if (member.role === "owner") throw new DataError("conflict", "The owner's role cannot be changed. Transfer ownership first.")
  if (member.role !== next) {
    if (!(await (backend.hostedTeam ?? accountsOf(backend)).setRole(member.id, next))) throw new DataError("not_found", "Member not found")
    await audit("role_change", { type: "member", id: member.id, label: `${member.email}: ${ROLE_LABELS[member.role]} → ${ROLE_LABELS[next]}` })
  }
  return { ...member, role: next }
}

/** Takes a member's access away at once (their sessions end). The owner cannot be removed. */
export async function removeMember(userId: unknown): Promise<void> {
  await requirePermission("team")
  const { backend } = await resolveBackend()
  const member = await targetMember(backend, userId)
  if (member.role === "owner") throw new DataError("conflict", "The owner cannot be removed. Transfer ownership first.")
  if (!(await (backend.hostedTeam ?? accountsOf(backend)).removeMember(member.id))) throw new DataError("not_found", "Member not found")
  await audit("member_remove", { type: "member", id: member.id, label: member.email })
}

/** The owner hands the site to an admin, confirmed with the owner's password; the owner becomes an admin. */
export async function transferOwnership(userId: unknown, password: unknown): Promise<void> {
  const me = await requireOwner()
  const { backend } = await resolveBackend()
  const member = await targetMember(backend, userId)
  if (member.role !== "admin") throw new DataError("validation", "Ownership can only go to an admin")
  const hosted = backend.hostedTeam
  const accounts = hosted ? null : accountsOf(backend)
  const passwordOk =
    typeof password === "string" &&
    password.length <= 1024 &&
    (hosted ? await hosted.checkPassword(me.email, password) : await accounts!.checkPassword(me.id, password))
  if (!passwordOk) throw new DataError("validation", "Wrong password", { fieldErrors: { password: ["Wrong password"] } })
  const moved = hosted ? await hosted.transferOwnership(member.id) : await accounts!.transferOwnership(me.id, member.id)
  if (!moved) throw new DataError("conflict", "Only the site owner can do this")
  await audit("ownership_transfer", { type: "member", id: member.id, label: `${me.email} → ${member.email}` })
}

/**
 * A password reset link for a member, to hand over when the site cannot send e-mail. Only the owner may create
 * one for the owner's own account.
 */
export async function createResetLink(userId: unknown): Promise<CreatedLink> {
  const me = await requirePermission("team")
  const { backend } = await resolveBackend()
  const member = await targetMember(backend, userId)
  if (member.role === "owner" && !can(me.role, "ownership")) throw new DataError("forbidden", refusal("ownership"))
  const created = backend.hostedTeam
    ? { link: await backend.hostedTeam.recoveryLink(member.email, absoluteUrl(SUPABASE_LANDING)), emailed: false, expiresAt: "" }
    : await issueResetLink(backend, member.id, member.email, me.id)
  await audit("password_reset_link", { type: "member", id: member.id, label: member.email })
  return { ...created, emailed: false }
}

/** A reset link (30 minutes, single use); earlier open reset links of the account stop working. */
export async function issueResetLink(backend: Backend, userId: string, email: string, by: string | null): Promise<CreatedLink> {
  const accounts = accountsOf(backend)
  const { secret, secretHash } = newSecret()
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS.reset).toISOString()
  await accounts.revokeTokensFor("reset", email)
  const row = await accounts.createToken({ kind: "reset", secretHash, email, userId, createdBy: by, expiresAt })
  return { link: absoluteUrl(`/admin/reset/${joinToken(row.id, secret)}`), emailed: false, expiresAt }
}
