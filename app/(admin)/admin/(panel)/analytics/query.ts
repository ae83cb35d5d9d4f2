import { isDataError } from "@/lib/domain/errors"

type Params = Record<string, string | string[] | undefined>

/** The range of the URL as the report reads it: empty or repeated values are dropped, days only for "custom". */
export function reportQuery(params: Params): { range?: string; from?: string; to?: string } {
  const one = (v: string | string[] | undefined) => (typeof v === "string" && v !== "" ? v : undefined)
  const range = one(params.range)
  return range === "custom" ? { range, from: one(params.from), to: one(params.to) } : { range }
}

/** A refused range (validation) as the message to show; anything else is not ours to word and is rethrown. */
export function rangeRefusal(error: unknown): { message: string; fieldErrors?: Record<string, string[]> } {
  if (isDataError(error) && error.code === "validation") return { message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) }
  throw error
}
