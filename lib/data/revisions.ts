import "server-only"

import { z } from "zod"

import type { ContentKind, PresenceEntry, RevisionRow, RevisionSummary } from "@/lib/domain/types"
import type { SaveMeta } from "@/lib/backend/types"

import { requireContentAccess, type AdminUser } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"

/** A heartbeat older than this means the editor was closed (the browser beats about every 20 s). */
export const PRESENCE_TTL_SECONDS = 60

const versionSchema = z.nullish(z.number({ error: "Invalid version" }).int({ error: "Invalid version" }).min(1).max(2_147_483_647))

/** The version an editor started from; null or absent means "overwrite deliberately". */
export function parseExpectedVersion(v: unknown): number | null {
  return parseInput(versionSchema, v) ?? null
}

export function saveMeta(user: AdminUser, expectedVersion: number | null): SaveMeta {
  return { userId: user.id, email: user.email, expectedVersion }
}

function parseKind(kind: unknown): ContentKind {
  if (kind === "post" || kind === "page") return kind
  throw new DataError("validation", "Invalid kind")
}

/** The record's revisions, newest first (summaries only: the snapshots stay in the database until opened). */
export async function listRevisions(kind: unknown, recordId: unknown): Promise<RevisionSummary[]> {
  await requireContentAccess()
  const k = parseKind(kind)
  const id = parseId(recordId)
  const { backend } = await resolveBackend()
  return backend.revisions.list(k, id)
}

export async function getRevision(kind: unknown, recordId: unknown, revisionId: unknown): Promise<RevisionRow> {
  await requireContentAccess()
  const k = parseKind(kind)
  const id = parseId(recordId)
  const rev = parseId(revisionId)
  const { backend } = await resolveBackend()
  const row = await backend.revisions.get(k, id, rev)
  if (!row) throw new DataError("not_found", "Revision not found")
  return row
}

/** The open editor's heartbeat: records this admin and returns the other admins editing the same record. */
export async function editorHeartbeat(kind: unknown, recordId: unknown): Promise<PresenceEntry[]> {
  const user = await requireContentAccess()
  const k = parseKind(kind)
  const id = parseId(recordId)
  const { backend } = await resolveBackend()
  return backend.presence.beat(k, id, { id: user.id, email: user.email }, PRESENCE_TTL_SECONDS)
}

export async function leaveEditor(kind: unknown, recordId: unknown): Promise<void> {
  const user = await requireContentAccess()
  const k = parseKind(kind)
  const id = parseId(recordId)
  const { backend } = await resolveBackend()
  await backend.presence.leave(k, id, user.id)
}
