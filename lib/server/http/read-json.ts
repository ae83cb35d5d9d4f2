import { readLimited } from "./read-limited"

/** The most an editor's unsaved state may weigh (a page of 60 sections with long texts stays far below). */
export const EDITOR_STATE_MAX_BYTES = 2 * 1024 * 1024

/**
 * A JSON request body of at most `limit` bytes: "too_large" (the rest left unread) or "malformed" instead of
 * reading an attacker's body whole before anyone is checked.
 */
export async function readJsonLimited(request: Request, limit = EDITOR_STATE_MAX_BYTES): Promise<{ ok: true; value: unknown } | { ok: false; reason: "too_large" | "malformed" }> {
  const declared = Number(request.headers.get("content-length") ?? "0")
  if (declared > limit) return { ok: false, reason: "too_large" }
  const bytes = await readLimited(request, limit).catch(() => undefined)
  if (bytes === null) return { ok: false, reason: "too_large" }
  if (bytes === undefined) return { ok: false, reason: "malformed" }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) as unknown }
  } catch {
    return { ok: false, reason: "malformed" }
  }
}
