import type { ContentKind, FormValues } from "@/lib/data/admin/editor-safety-types"

/** An editor's unsaved form state kept in this browser: when, from which stored version, and the values. */
export type LocalDraft = { savedAt: string; version: number | null; values: FormValues }

/** One key per user, kind and record ("new" before the first save): another account never reads it. */
export function draftKey(userId: string, kind: ContentKind, id: string | null): string {
  return `lumora.draft.${userId}.${kind}.${id ?? "new"}`
}

export function readDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<LocalDraft>
    if (typeof parsed.savedAt !== "string" || !parsed.values || typeof parsed.values !== "object") return null
    return { savedAt: parsed.savedAt, version: typeof parsed.version === "number" ? parsed.version : null, values: parsed.values }
  } catch {
    return null
  }
}

// Storage can be full or disabled (private mode): the editor keeps working, only without the browser copy.
export function writeDraft(key: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft))
  } catch {}
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {}
}
