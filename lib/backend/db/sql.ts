import "server-only"

/** A case-insensitive "contains" pattern for ILIKE, with the wildcard characters of the input escaped. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null
  if (e?.code !== "23505") return false
  if (!constraint) return true
  return e.constraint === constraint || (typeof e.message === "string" && e.message.includes(constraint))
}

