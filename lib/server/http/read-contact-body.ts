import { UTM_KEYS } from "@/lib/domain/utm"

import { readLimited } from "./read-limited"

/** A contact submission is a few KB at most (5,000-character message); anything far larger is refused unread. */
export const CONTACT_BODY_LIMIT = 64 * 1024

export const BODY_MESSAGES = {
  unsupported: "The form must be sent as form data or JSON.",
  tooLarge: "The message is too large to send.",
  unreadable: "The form data could not be read. Please send it again.",
} as const

export type BodyResult = { ok: true; data: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string }

/** Top-level utm_* fields (a plain HTML form) gathered into the utm object the JSON shape uses. */
function withUtm(data: Record<string, unknown>): Record<string, unknown> {
  if (data.utm && typeof data.utm === "object") return data
  const utm: Record<string, unknown> = {}
  for (const key of UTM_KEYS) if (typeof data[key] === "string") utm[key] = data[key]
  return { ...data, utm }
}

/** Reads a contact POST: JSON, urlencoded or multipart form data, at most `limit` bytes, without a 5xx for any of it. */
export async function readContactBody(request: Request, limit = CONTACT_BODY_LIMIT): Promise<BodyResult> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase()
  const isJson = type === "application/json"
  const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data"
  if (!isJson && !isForm) return { ok: false, status: 415, message: BODY_MESSAGES.unsupported }
  const declared = Number(request.headers.get("content-length") ?? "0")
  if (Number.isFinite(declared) && declared > limit) return { ok: false, status: 413, message: BODY_MESSAGES.tooLarge }
  let bytes: Uint8Array<ArrayBuffer> | null
  try {
    bytes = await readLimited(request, limit)
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.unreadable }
  }
  if (!bytes) return { ok: false, status: 413, message: BODY_MESSAGES.tooLarge }
  try {
    if (isJson) {
      const parsed: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes))
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { ok: false, status: 400, message: BODY_MESSAGES.unreadable }
      return { ok: true, data: withUtm(parsed as Record<string, unknown>) }
    }
    const form = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData()
    const data: Record<string, unknown> = {}
    for (const [key, value] of form) if (typeof value === "string" && !(key in data)) data[key] = value
    return { ok: true, data: withUtm(data) }
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.unreadable }
  }
}
