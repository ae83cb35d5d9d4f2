import { NextResponse } from "next/server"

import { openEmailLink } from "@/lib/data/account-links"

/**
 * Supabase mode: the target of the invitation and recovery e-mails (their templates point here with
 * `token_hash` and `type`). Verifying the single-use hash opens the session, which is why this GET sets cookies;
 * the person then chooses a password on /admin/reset/supabase.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const ok = await openEmailLink(params.get("type"), params.get("token_hash")).catch(() => false)
  const target = new URL(ok ? "/admin/reset/supabase" : "/admin/reset/supabase?failed=1", request.url)
  return NextResponse.redirect(target, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } })
}
