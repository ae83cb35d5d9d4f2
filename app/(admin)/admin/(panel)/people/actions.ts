"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { createPerson, deletePerson as deletePersonRow, updatePerson } from "@/lib/data/people"

// The data layer checks the admin, validates, refuses duplicate slugs and refuses deleting a person posts name.

export async function savePerson(id: string | null, values: unknown) {
  return runAdminAction("savePerson", { id }, async () => {
    const row = id === null ? await createPerson(values) : await updatePerson(id, values)
    refresh()
    return { id: row.id, slug: row.slug }
  })
}

export async function deletePerson(id: string) {
  return runAdminAction("deletePerson", { id }, async () => {
    await deletePersonRow(id)
    refresh()
  })
}
