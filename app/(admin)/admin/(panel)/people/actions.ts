"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { createPerson, updatePerson } from "@/lib/data/people"
import { PERSON_TYPE } from "@/lib/domain/content/person"

import { deleteContent } from "../_content/content-actions"

// The data layer checks the admin, validates, refuses duplicate slugs and refuses deleting a person posts name.

export async function savePerson(id: string | null, values: unknown) {
  return runAdminAction("savePerson", { id }, async () => {
    const row = id === null ? await createPerson(values) : await updatePerson(id, values)
    refresh()
    return { id: row.id, slug: row.slug }
  })
}

export async function deletePerson(id: string) {
  return deleteContent(PERSON_TYPE.name, id)
}
