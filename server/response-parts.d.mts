export function toBuffer(chunk: unknown, enc?: unknown): Buffer | null
export function writeHeadHeaders(given: unknown): [string, unknown][]
export function endArgs(chunk: unknown, enc?: unknown, callback?: unknown): [unknown, unknown, unknown]
