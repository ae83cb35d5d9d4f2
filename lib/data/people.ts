import "server-only"

import { z } from "zod"

import type { PersonReference, PersonRow, PostRow } from "@/lib/domain/types"
import { isBuildPhase } from "@/lib/server/env"
import { personInputSchema, type PersonInput } from "@/lib/domain/schemas/person"
import { SLUG_PATTERN } from "@/lib/domain/schemas/fields"

import { audit } from "./audit"
import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { revalidatePersonPaths } from "@/lib/server/cache/revalidate"

const notFound = () => new DataError("not_found", "Person not found")

const PEOPLE_MESSAGES = {
  photoAltRequired: "Describe the photo (alt text) for visitors who cannot see it",
} as const

/** A person still named on posts cannot be deleted: the message lists them so the editor can reassign them. */
export function stillReferencedMessage(name: string, refs: PersonReference[]): string {
  const titles = refs.map((r) => `"${r.title || "Untitled"}" (${r.role})`)
  return `${name} cannot be deleted while posts name them: ${titles.join(", ")}. Choose another author or reviewer on those posts first.`
}

function validate(input: unknown): PersonInput {
  const data = parseInput(personInputSchema, input)
  if (data.photo && !data.photo_alt.trim()) {
    throw new DataError("validation", PEOPLE_MESSAGES.photoAltRequired, { fieldErrors: { photo_alt: [PEOPLE_MESSAGES.photoAltRequired] } })
  }
  return data
}

// ---- admin: each checks the caller itself ----

export async function listPeople(): Promise<PersonRow[]> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.people.list()
}

export async function getPersonById(id: unknown): Promise<PersonRow> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return (await backend.people.get(parseId(id))) ?? Promise.reject(notFound())
}

export async function createPerson(input: unknown): Promise<PersonRow> {
  await requireContentAccess()
  const data = validate(input)
  const { backend } = await resolveBackend()
  const row = await backend.people.create(data)
  await audit("create", { type: "person", id: row.id, label: row.name })
  await revalidatePersonPaths(row.slug)
  return row
}

export async function updatePerson(id: unknown, input: unknown): Promise<PersonRow> {
  await requireContentAccess()
  const personId = parseId(id)
  const data = validate(input)
  const { backend } = await resolveBackend()
  const before = await backend.people.get(personId)
  if (!before) throw notFound()
  const row = await backend.people.update(personId, data)
  if (!row) throw notFound()
  await audit("update", { type: "person", id: row.id, label: row.name })
  await revalidatePersonPaths(before.slug, row.slug)
  return row
}

/** Refused (conflict, listing the posts) while any post, draft or live, names the person. */
export async function deletePerson(id: unknown): Promise<void> {
  await requireContentAccess()
  const personId = parseId(id)
  const { backend } = await resolveBackend()
  const person = await backend.people.get(personId)
  if (!person) throw notFound()
  const refs = await backend.people.references(personId)
  if (refs.length > 0) throw new DataError("conflict", stillReferencedMessage(person.name, refs))
  const row = await backend.people.remove(personId)
  if (!row) throw notFound()
  await audit("delete", { type: "person", id: row.id, label: row.name })
  await revalidatePersonPaths(row.slug)
}

/** The post editor's choices. */
export async function listPersonOptions(): Promise<{ id: string; name: string; credentials: string }[]> {
  const people = await listPeople()
  return people.map((p) => ({ id: p.id, name: p.name, credentials: p.credentials }))
}

/** For the save path (the caller has checked the admin): the ids a post names must exist. */
export async function checkPostPeople(ids: { author_id: string | null; reviewer_id: string | null }): Promise<void> {
  const { backend } = await resolveBackend()
  for (const field of ["author_id", "reviewer_id"] as const) {
    const id = ids[field]
    if (id && !(await backend.people.get(id))) {
      const message = field === "author_id" ? "Choose an author from the list" : "Choose a reviewer from the list"
      throw new DataError("validation", message, { fieldErrors: { [field]: [message] } })
    }
  }
}

// ---- public: only people named on a live post, no session ----

const isPersonSlug = (slug: unknown): slug is string => typeof slug === "string" && slug.length <= 200 && SLUG_PATTERN.test(slug)

export async function getPublicPersonBySlug(slug: unknown): Promise<PersonRow | null> {
  if (isBuildPhase() || !isPersonSlug(slug)) return null
  const { backend } = await resolveBackend()
  return backend.people.getPublicBySlug(slug)
}

/**
 * A person a built-in post names by slug in its front matter (our own files, not visitor input): shown even when
 * no published admin post names them. Supabase's row-level security shows visitors only people named on a live
 * database post, so there such a person must also be named on one.
 */
export async function getPersonNamedByBuiltInPost(slug: unknown): Promise<PersonRow | null> {
  if (isBuildPhase() || !isPersonSlug(slug)) return null
  const { backend } = await resolveBackend()
  return backend.people.getBySlug(slug)
}

export async function getPublicPeopleByIds(ids: unknown): Promise<PersonRow[]> {
  if (isBuildPhase()) return []
  const list = parseInput(z.array(z.string().uuid()).max(10), ids)
  const { backend } = await resolveBackend()
  return backend.people.getPublicByIds([...new Set(list.map((i) => i.toLowerCase()))])
}

export async function listPublicPeople(): Promise<PersonRow[]> {
  if (isBuildPhase()) return []
  const { backend } = await resolveBackend()
  return backend.people.listPublic()
}

const pageQuery = z.object({ limit: z.coerce.number().int().min(1).max(100), offset: z.coerce.number().int().min(0).max(1_000_000) })

export async function listPublishedPostsByPerson(id: unknown, q: unknown): Promise<{ rows: PostRow[]; total: number }> {
  if (isBuildPhase()) return { rows: [], total: 0 }
  const personId = parseId(id)
  const query = parseInput(pageQuery, q)
  const { backend } = await resolveBackend()
  return backend.people.listPublishedPosts(personId, query)
}
