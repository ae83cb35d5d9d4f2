/**
 * Where to go after sign-in: only a same-origin path inside /admin (no "//", no scheme, no backslash, no "..",
 * no control characters), never the login page itself. Anything else falls back to /admin.
 */
export function safeAdminPath(next: unknown, fallback = "/admin"): string {
  if (typeof next !== "string" || next.length === 0 || next.length > 2000) return fallback
  if (!/^\/admin(?:[/?#]|$)/.test(next)) return fallback
  if (next.includes("//") || next.includes("\\") || /[\u0000-\u001f\u007f]/.test(next)) return fallback
  if (/(^|\/)\.\.?(\/|$|\?|#)/.test(next.split(/[?#]/)[0]!)) return fallback
  if (/^\/admin\/login(?:[/?#]|$)/.test(next)) return fallback
  return next
}
