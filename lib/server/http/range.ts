/**
 * A Range request header against a file of `size` bytes (RFC 9110). One range only: `bytes=a-b`, `bytes=a-` and
 * the suffix form `bytes=-n`. Returns the inclusive range to send, "unsatisfiable" (answer 416), or null to send
 * the whole file (no header, another unit, several ranges, or anything unreadable).
 */
export type ByteRange = { start: number; end: number }

export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m) return null
  const [, a = "", b = ""] = m
  if (a === "" && b === "") return null
  if (a.length > 15 || b.length > 15) return "unsatisfiable"
  if (a === "") {
    const n = Number(b)
    if (n === 0 || size === 0) return "unsatisfiable"
    return { start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(a)
  const end = b === "" ? size - 1 : Math.min(Number(b), size - 1)
  if (start >= size || end < start) return "unsatisfiable"
  return { start, end }
}
