"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import * as team from "@/lib/data/team"
import * as twoFactor from "@/lib/data/two-factor"

// Each call is checked again by the data layer (owner and admins only; transfer: owner only).

export async function inviteMemberAction(values: { email: string; role: string }) {
  return runAdminAction("inviteMember", { role: values?.role }, async () => {
    const created = await team.inviteMember(values)
    refresh()
    return created
  })
}

export async function resendInvitationAction(id: string) {
  return runAdminAction("resendInvitation", { id }, async () => {
    const created = await team.resendInvitation(id)
    refresh()
    return created
  })
}

export async function revokeInvitationAction(id: string) {
  return runAdminAction("revokeInvitation", { id }, async () => {
    await team.revokeInvitation(id)
    refresh()
  })
}

export async function changeRoleAction(userId: string, role: string) {
  return runAdminAction("changeMemberRole", { userId, role }, async () => {
    await team.changeMemberRole(userId, role)
    refresh()
  })
}

export async function removeMemberAction(userId: string) {
  return runAdminAction("removeMember", { userId }, async () => {
    await team.removeMember(userId)
    refresh()
  })
}

export async function createResetLinkAction(userId: string) {
  return runAdminAction("createResetLink", { userId }, () => team.createResetLink(userId))
}

export async function transferOwnershipAction(userId: string, password: string) {
  return runAdminAction("transferOwnership", { userId }, async () => {
    await team.transferOwnership(userId, password)
    refresh()
  })
}

export async function setTwoFactorRequirementAction(required: boolean) {
  return runAdminAction("setTwoFactorRequirement", { required }, async () => {
    const result = await twoFactor.setTwoFactorRequirement(required)
    refresh()
    return result
  })
}
