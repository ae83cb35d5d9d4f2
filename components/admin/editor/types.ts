import type { ActionResult } from "../types"

export type SavedRecord = { id: string; slug: string; published: boolean }
export type SaveAction<Values> = (id: string | null, values: Values) => Promise<ActionResult<SavedRecord>>
