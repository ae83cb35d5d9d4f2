"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { eraseSubject, findSubject } from "@/lib/data/privacy"

export async function findDataSubject(input: unknown) {
  return runAdminAction("findSubject", {}, async () => {
    const found = await findSubject(input)
    refresh()
    return found
  })
}

export async function eraseDataSubject(input: unknown) {
  return runAdminAction("eraseSubject", {}, async () => {
    const erased = await eraseSubject(input)
    refresh()
    return erased
  })
}
