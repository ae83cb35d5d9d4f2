import "server-only"

import { formTokenAge, issueFormToken } from "@/lib/server/form-token"

import { resolveBackend } from "./backend"

async function secret(): Promise<string> {
  const { backend } = await resolveBackend()
  return backend.secret("form_token")
}

/** PUBLIC: a signed "the page opened now" token for the contact form. */
export async function issueContactFormToken(): Promise<string> {
  return issueFormToken(await secret())
}

/** PUBLIC: how long ago a token was issued; null when missing or not ours. */
export async function contactFormTokenAge(token: unknown): Promise<number | null> {
  return formTokenAge(token, await secret())
}
