/**
 * The /admin Content-Security-Policy: a fresh nonce per request with 'strict-dynamic', no
 * 'unsafe-inline' for scripts. Next reads the nonce from the request's CSP header and puts it on its own scripts.
 */
export function adminCsp(nonce: string, opts: { dev?: boolean; supabaseOrigin?: string } = {}): string {
  const supabase = opts.supabaseOrigin ? ` ${opts.supabaseOrigin}` : ""
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${supabase}`,
    "font-src 'self'",
    `connect-src 'self'${supabase}${opts.dev ? " ws:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join("; ")
}

export function supabaseOriginOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
