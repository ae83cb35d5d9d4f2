import type { ActionResult } from "../types"

/** scheduledFor: when a scheduled record goes live (site time zone text); null unless it is waiting. */
export type SavedRecord = { id: string; slug: string; published: boolean; scheduledFor?: string | null }
export type SaveAction<Values> = (id: string | null, values: Values) => Promise<ActionResult<SavedRecord>>
