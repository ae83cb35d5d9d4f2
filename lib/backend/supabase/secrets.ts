import "server-only"

import { createHmac, randomBytes } from "node:crypto"

export type SecretName = "form_token" | "download_link" | "lead_link"

/**
 * What each secret is derived for. A label is part of the derivation: changing one changes the secret (every
 * download link issued under the old one then answers 403), so a new label gets a new version instead.
 */
const LABELS: Record<SecretName, string> = {
  form_token: "lumora form tokens v1",
  download_link: "lumora download links v1",
  lead_link: "lumora lead data links v1",
}

/**
 * A named secret derived from the service-role key: HMAC-SHA256(key, label), hex. Every server of the project holds
 * the same key, so every server derives the same secret, at any restart, with no table and no request to Supabase.
 * HMAC is one-way: a derived secret (or a link signed with it) tells nothing about the key, and the secrets of two
 * names are unrelated. Rotating the service-role key rotates them (links issued before then answer 403).
 */
export function deriveSecret(serviceKey: string, name: SecretName): string {
  return createHmac("sha256", serviceKey).update(LABELS[name]).digest("hex")
}

// Without the service-role key the anon key cannot read any secret table, so each server process draws its own.
const processSecret = randomBytes(32).toString("hex")

/**
 * The adapter's backend.secret(): derived from the service-role key when the server has it (shared by every server,
 * stable across restarts); else this process's random secret, so that a contact-form timing token or a download
 * link verifies only on the server process that issued it, and only until it restarts (warmUp logs this at start).
 */
export function supabaseSecret(serviceKey: string | undefined): (name: SecretName) => Promise<string> {
  if (!serviceKey) return async () => processSecret
  const derived = new Map<SecretName, string>()
  return async (name) => {
    let value = derived.get(name)
    if (!value) derived.set(name, (value = deriveSecret(serviceKey, name)))
    return value
  }
}
