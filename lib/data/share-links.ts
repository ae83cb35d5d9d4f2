import "server-only"

import { createHash, randomBytes } from "node:crypto"

import { z } from "zod"

import { CONTENT_TYPES } from "@/lib/domain/content"
import { CONTENT_KINDS } from "@/lib/domain/content/names"
import { type ContentKind, type DocumentTypeName, type SharedRecord, type ShareLinkRow } from "@/lib/domain/types"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"

/** How long a client-approval link works unless revoked first. */
export const SHARE_LINK_DAYS = 7

const kindSchema = z.enum(CONTENT_KINDS, { error: "Unknown content type" })
// 32 random bytes, base64url: 43 characters.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

async function requireRecord(kind: ContentKind, id: string) {
  const { backend } = await resolveBackend()
  const type = CONTENT_TYPES[kind]
  const store = type.store === "documents" ? backend.documents.of(kind as DocumentTypeName) : backend[type.store]
  if (!(await store.get(id))) throw new DataError("not_found", type.notFound)
  return backend
}

/** A new link for one saved record (a post, a page or any document). The token is returned once; only its hash is stored. */
export async function createShareLink(kind: unknown, id: unknown): Promise<{ link: ShareLinkRow; token: string }> {
  const user = await requireContentAccess()
  const k = parseInput(kindSchema, kind)
  const recordId = parseId(id)
  const backend = await requireRecord(k, recordId)
  const token = randomBytes(32).toString("base64url")
  const expiresAt = new Date(Date.now() + SHARE_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const link = await backend.shareLinks.create({ tokenHash: hashToken(token), kind: k, recordId, createdBy: user.id, expiresAt })
  return { link, token }
}

export async function listShareLinks(kind: unknown, id: unknown): Promise<ShareLinkRow[]> {
  await requireContentAccess()
  const k = parseInput(kindSchema, kind)
  const { backend } = await resolveBackend()
  return backend.shareLinks.listFor(k, parseId(id))
}

export async function revokeShareLink(kind: unknown, recordId: unknown, linkId: unknown): Promise<ShareLinkRow> {
  await requireContentAccess()
  const k = parseInput(kindSchema, kind)
  const { backend } = await resolveBackend()
  const row = await backend.shareLinks.revoke(parseId(linkId), k, parseId(recordId))
  if (!row) throw new DataError("not_found", "Share link not found")
  return row
}

/** Public: the saved record behind a valid link; null for an expired, revoked, unknown or malformed token. */
export async function getSharedRecord(token: unknown): Promise<SharedRecord | null> {
  if (typeof token !== "string" || !TOKEN.test(token)) return null
  const { backend } = await resolveBackend()
  return backend.shareLinks.resolve(hashToken(token))
}
