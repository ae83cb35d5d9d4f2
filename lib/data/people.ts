import "server-only"

import { z } from "zod"

import type { PersonPostCount, PersonRow, PostRow } from "@/lib/domain/types"
import { isBuildPhase } from "@/lib/server/env"
import { isSlug } from "@/lib/domain/schemas/fields"
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "@/lib/domain/i18n"
import { PERSON_TYPE } from "@/lib/domain/content/person"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { createDocument, deleteDocument, getDocument, updateDocument } from "./documents"
import { parseId, parseInput } from "./errors"

// ---- admin: each checks the caller itself ----

export async function listPeople(): Promise<PersonRow[]> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.people.list()
}

export function getPersonById(id: unknown): Promise<PersonRow> {
  return getDocument(PERSON_TYPE.name, id)
}

export function createPerson(input: unknown): Promise<PersonRow> {
  return createDocument(PERSON_TYPE.name, input)
}

export function updatePerson(id: unknown, input: unknown): Promise<PersonRow> {
  return updateDocument(PERSON_TYPE.name, id, input)
}

/** Refused (conflict, listing the posts) while any post, draft or live, names the person. */
export function deletePerson(id: unknown): Promise<void> {
  return deleteDocument(PERSON_TYPE.name, id)
}

/** The post editor's choices. */
export async function listPersonOptions(): Promise<{ id: string; name: string; credentials: string }[]> {
  const people = await listPeople()
  return people.map((p) => ({ id: p.id, name: p.name, credentials: p.credentials }))
}

// ---- public: only people named on a live post, no session ----

export async function getPublicPersonBySlug(slug: unknown): Promise<PersonRow | null> {
  if (isBuildPhase() || !isSlug(slug)) return null
  const { backend } = await resolveBackend()
  return backend.people.getPublicBySlug(slug)
}

/**
 * A person a built-in post names by slug in its front matter (our own files, not visitor input): shown even when
 * no published admin post names them. Supabase's row-level security shows visitors only people named on a live
 * database post, so there such a person must also be named on one.
 */
export async function getPersonNamedByBuiltInPost(slug: unknown): Promise<PersonRow | null> {
  if (isBuildPhase() || !isSlug(slug)) return null
  const { backend } = await resolveBackend()
  return backend.people.getBySlug(slug)
}

export async function getPublicPeopleByIds(ids: unknown): Promise<PersonRow[]> {
  if (isBuildPhase()) return []
  const list = parseInput(z.array(z.string().uuid()).max(10), ids)
  const { backend } = await resolveBackend()
  return backend.people.getPublicByIds([...new Set(list.map((i) => i.toLowerCase()))])
}

/** How many live posts of each language name each person the caller may read (visitors: people on live posts). */
export async function listPersonPostCounts(): Promise<PersonPostCount[]> {
  if (isBuildPhase()) return []
  const { backend } = await resolveBackend()
  return backend.people.livePostCounts()
}

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100),
  offset: z.coerce.number().int().min(0).max(1_000_000),
  locale: z.enum(LOCALE_CODES as readonly Locale[] as [Locale, ...Locale[]]).default(DEFAULT_LOCALE),
})

/** A person's live posts in one language (`q.locale`, the default language when absent), newest first. */
export async function listPublishedPostsByPerson(id: unknown, q: unknown): Promise<{ rows: PostRow[]; total: number }> {
  if (isBuildPhase()) return { rows: [], total: 0 }
  const personId = parseId(id)
  const query = parseInput(pageQuery, q)
  const { backend } = await resolveBackend()
  return backend.people.listPublishedPosts(personId, query)
}
