export function toBuffer(chunk: unknown, enc?: unknown): Buffer | null
export function writeHeadHeaders(given: unknown): [string, unknown][]
