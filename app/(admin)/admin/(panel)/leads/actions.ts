"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { updateLeadRetention } from "@/lib/data/lead-retention"
import { updateLeadSettings } from "@/lib/data/lead-settings"
import { updateNotificationModes } from "@/lib/data/protected-notifications"
import { addLeadNote, bulkUpdateLeads, deleteLeadView, openLead, replayCrm, replyToLead, saveLeadView, updateLead } from "@/lib/data/leads"

export async function saveLead(id: string, input: unknown) {
  return runAdminAction("updateLead", { id }, async () => {
    await updateLead(id, input)
    refresh()
  })
}

/** The page's first opening, recorded once (a POST from the page, never a read). */
export async function markLeadOpened(id: string) {
  return runAdminAction("openLead", { id }, () => openLead(id))
}

export async function addNote(id: string, input: unknown) {
  return runAdminAction("addLeadNote", { id }, async () => {
    await addLeadNote(id, input)
    refresh()
  })
}

export async function sendReply(id: string, input: unknown) {
  return runAdminAction("replyToLead", { id }, async () => {
    await replyToLead(id, input)
    refresh()
  })
}

export async function replayLeadCrm(id: string) {
  return runAdminAction("replayCrm", { id }, async () => {
    await replayCrm(id)
    refresh()
  })
}

export async function bulkLeads(input: unknown) {
  return runAdminAction("bulkUpdateLeads", {}, async () => {
    const n = await bulkUpdateLeads(input)
    refresh()
    return n
  })
}

export async function saveView(input: unknown) {
  return runAdminAction("saveLeadView", {}, async () => {
    await saveLeadView(input)
    refresh()
  })
}

export async function removeView(name: string) {
  return runAdminAction("deleteLeadView", { name }, async () => {
    await deleteLeadView(name)
    refresh()
  })
}

export async function saveLeadSettings(input: unknown) {
  return runAdminAction("updateLeadSettings", {}, async () => {
    await updateLeadSettings(input)
    refresh()
  })
}

export async function saveLeadRetention(input: unknown) {
  return runAdminAction("updateLeadRetention", {}, async () => {
    await updateLeadRetention(input)
    refresh()
  })
}

export async function saveNotificationModes(input: unknown) {
  return runAdminAction("updateNotificationModes", {}, async () => {
    await updateNotificationModes(input)
    refresh()
  })
}
