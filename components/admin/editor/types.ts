import type { ActionResult } from "@/lib/data/admin/views"

/**
 * What a save answers, all the editor needs to go on without reloading the page: the saved slug and status (publish
 * box, live link, checklist), scheduledFor: when a scheduled record goes live (site time zone text; null unless it is
 * waiting), version, savedBy, savedAt: the stored version after the save (the next save's conflict check starts from
 * it) and who made it ("Last edited by"). Built from the saved row by app/(admin)/admin/(panel)/_content/content-actions.ts.
 */
export type SavedRecord = { id: string; slug: string; published: boolean; scheduledFor?: string | null; version?: number; savedBy?: string; savedAt?: string }
/** opts.version: the version the editor started from; null overwrites deliberately. */
export type SaveAction<Values> = (id: string | null, values: Values, opts?: { version?: number | null }) => Promise<ActionResult<SavedRecord>>
