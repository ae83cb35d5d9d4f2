import { createHash } from "node:crypto"

import { versionText, type ConsentWording } from "@/lib/domain/consent"

/** SHA-256 (hex) of a wording's version text: what a form's hidden field names and `consent_versions.hash` keeps. */
export function consentHash(wording: ConsentWording): string {
  return createHash("sha256").update(versionText(wording), "utf8").digest("hex")
}
