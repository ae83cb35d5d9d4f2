import type pg from "pg"

import { blindIndex, keyring, open, parseMasterKey } from "@/lib/server/crypto/envelope"

/**
 * The blind index of a lead's name or e-mail on a test server's database (docs/privacy.md), for e2e checks that find a
 * lead by what the visitor typed: the stored fields are encrypted. Uses the tests' LEAD_ENCRYPTION_KEY.
 */
export async function leadBlindIndex(db: pg.Client, kind: "email" | "name", value: string): Promise<string> {
  const ring = keyring(parseMasterKey(process.env.LEAD_ENCRYPTION_KEY ?? "")!)
  const { rows } = await db.query<{ value: string }>("select value from app_secrets where name = 'lead_blind_index_key'")
  return blindIndex(Buffer.from(open(ring, "lead_blind_index_key", rows[0]!.value), "hex"), kind, value)
}
