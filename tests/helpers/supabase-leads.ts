import { sealMessageFields } from "@/lib/backend/sql/lead-crypto"
import { BIDX_SECRET, blindIndex, CHECK_SECRET, keyring, parseMasterKey, seal } from "@/lib/server/crypto/envelope"

// Supabase integration tests only: lead-crypto is server-only, which a Playwright spec cannot import (the e2e
// helper is lead-bidx.ts).

/** The blind index key the Supabase tests' leads are indexed with (the server reads its own from lead_secrets). */
const SUPABASE_TEST_BIDX_KEY = Buffer.alloc(32, 7)

/** The blind index of a name or e-mail of a lead in a Supabase test database (leads stored through sealedLead). */
export function supabaseLeadBlindIndex(kind: "email" | "name", value: string): string {
  return blindIndex(SUPABASE_TEST_BIDX_KEY, kind, value)
}

/**
 * A lead's fields as the Supabase server hands them to the submit functions (supabase/migrations/20261202002800):
 * name, e-mail and message sealed under the tests' LEAD_ENCRYPTION_KEY, then the e-mail's and the name's blind
 * indexes, in the functions' order of parameters.
 */
export function sealedLead(name: string, email: string, message: string): [string, string, string, string, string] {
  const sealed = sealMessageFields({ name, email, message }, keyring(parseMasterKey(process.env.LEAD_ENCRYPTION_KEY ?? "")!))
  return [sealed.name, sealed.email, sealed.message, supabaseLeadBlindIndex("email", email), supabaseLeadBlindIndex("name", name)]
}

/** What public.lead_secrets() answers on a Supabase test project: the key check and the blind index key, sealed. */
export function supabaseLeadSecrets(): { name: string; value: string }[] {
  const ring = keyring(parseMasterKey(process.env.LEAD_ENCRYPTION_KEY ?? "")!)
  return [
    { name: CHECK_SECRET, value: seal(ring, CHECK_SECRET, "lumora lead key check") },
    { name: BIDX_SECRET, value: seal(ring, BIDX_SECRET, SUPABASE_TEST_BIDX_KEY.toString("hex")) },
  ]
}
