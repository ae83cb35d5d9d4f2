import "server-only"

import { z } from "zod"

import type { MessageRow, Paged } from "@/lib/backend/types"

import { requireAdmin } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./list-query"

export const messageInputSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(320, "Email must be at most 320 characters")
    .pipe(z.email("Enter a valid email address")),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message must be at most 5,000 characters"),
})

const notFound = () => new DataError("not_found", "Message not found")

/** PUBLIC: stores a contact-form submission (validated here; the caller handles honeypot and rate limit). */
export async function createMessage(input: unknown): Promise<MessageRow> {
  const data = parseInput(messageInputSchema, input)
  const { backend } = await resolveBackend()
  return backend.messages.create(data)
}

export async function listMessages(q: unknown = {}): Promise<Paged<MessageRow>> {
  await requireAdmin()
  const v = parseInput(
    z
      .object({
        page: z.coerce.number().int().min(1).max(100_000).optional(),
        pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
      })
      .optional(),
    q,
  )
  const { backend } = await resolveBackend()
  return backend.messages.list({ page: v?.page ?? 1, pageSize: v?.pageSize ?? DEFAULT_PAGE_SIZE })
}

export async function markMessageRead(id: unknown, read: unknown = true): Promise<void> {
  await requireAdmin()
  const flag = parseInput(z.boolean({ error: "Read must be true or false" }), read)
  const { backend } = await resolveBackend()
  if (!(await backend.messages.setRead(parseId(id), flag))) throw notFound()
}

export async function deleteMessage(id: unknown): Promise<void> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  if (!(await backend.messages.remove(parseId(id)))) throw notFound()
}

export async function countUnreadMessages(): Promise<number> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  return backend.messages.countUnread()
}
