import { describe, expect, it } from "vitest"

import { consentWording, shownHash, splitVersionText, versionText } from "@/lib/domain/consent"
import { builtInChrome } from "@/lib/domain/seed"
import { consentHash } from "@/lib/server/consent-hash"

const en = builtInChrome("en").contact
const es = builtInChrome("es").contact

describe("consent wording", () => {
  it("takes the owner's field, else the language's built-in wording, and keeps the marketing label apart", () => {
    expect(consentWording({ consentContact: "  Ours.  " }, en, "contact")).toEqual({ text: "Ours.", marketing: en.consentMarketing })
    expect(consentWording({ consentContact: "", consentMarketing: "News?" }, es, "contact")).toEqual({ text: es.consentContact, marketing: "News?" })
    expect(consentWording({}, en, "registration").text).toBe(en.consentRegistration)
    expect(es.consentDownload).not.toBe(en.consentDownload)
  })

  it("hashes the exact version text: one changed character is another version, the same words the same", () => {
    const a = consentWording({}, en, "contact")
    expect(consentHash(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(consentHash({ ...a })).toBe(consentHash(a))
    expect(consentHash({ ...a, text: `${a.text}.` })).not.toBe(consentHash(a))
    expect(consentHash({ ...a, marketing: `${a.marketing} ` })).not.toBe(consentHash(a))
    expect(splitVersionText(versionText({ text: "One.\n\nTwo paragraphs.", marketing: "Box" }))).toEqual({ text: "One.\n\nTwo paragraphs.", marketing: "Box" })
  })

  it("reads a named version only as 64 lowercase hex digits", () => {
    expect(shownHash("a".repeat(64))).toBe("a".repeat(64))
    for (const bad of ["A".repeat(64), "a".repeat(63), "<script>", 42, null]) expect(shownHash(bad)).toBeNull()
  })
})
