import type { ActionResult } from "@/lib/data/admin/views"

/** scheduledFor: when a scheduled record goes live (site time zone text); null unless it is waiting. */
/** version, savedBy, savedAt: the stored version after the save (the next save starts from it) and who made it. */
export type SavedRecord = { id: string; slug: string; published: boolean; scheduledFor?: string | null; version?: number; savedBy?: string; savedAt?: string }
/** opts.version: the version the editor started from; null overwrites deliberately. */
export type SaveAction<Values> = (id: string | null, values: Values, opts?: { version?: number | null }) => Promise<ActionResult<SavedRecord>>
