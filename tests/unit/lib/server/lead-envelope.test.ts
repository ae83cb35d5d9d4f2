import { afterEach, describe, expect, it } from "vitest"

import {
  blindIndex,
  forgetOpenedValues,
  isSealed,
  keyring,
  newMasterKeyText,
  open,
  openedValuesHeld,
  parseMasterKey,
  rewrap,
  seal,
  SealError,
  sealedKeyId,
} from "@/lib/server/crypto/envelope"

const key = (text = newMasterKeyText()) => parseMasterKey(text)!

describe("lead envelope", () => {
  it("round-trips a field, sealed under a data key wrapped by the master key, with no plaintext in the stored form", () => {
    const ring = keyring(key())
    const value = seal(ring, "messages.email", "canary-7f3a@clinic.example")
    expect(isSealed(value)).toBe(true)
    expect(value).not.toContain("canary")
    expect(Buffer.from(value.split(".")[3]!, "base64url").toString("latin1")).not.toContain("canary")
    expect(sealedKeyId(value)).toBe(ring.current.id)
    expect(open(ring, "messages.email", value)).toBe("canary-7f3a@clinic.example")
    // Two seals of one value differ (random data key and IV): equal values are not visible in the database.
    expect(seal(ring, "messages.email", "x")).not.toBe(seal(ring, "messages.email", "x"))
  })

  it("refuses a changed ciphertext, a changed wrapped key and a value moved to another field", () => {
    const ring = keyring(key())
    const value = seal(ring, "messages.message", "Please call me back")
    const [prefix, kid, wrapped, body] = value.split(".")
    const flip = (s: string) => {
      const b = Buffer.from(s, "base64url")
      b[b.length - 20]! ^= 1
      return b.toString("base64url")
    }
    expect(() => open(ring, "messages.message", [prefix, kid, wrapped, flip(body!)].join("."))).toThrow(SealError)
    expect(() => open(ring, "messages.message", [prefix, kid, flip(wrapped!), body].join("."))).toThrow(SealError)
    expect(() => open(ring, "messages.name", value)).toThrow(SealError)
  })

  it("refuses a wrong master key, and accepts only 32-byte keys", () => {
    const value = seal(keyring(key()), "messages.name", "Ada")
    expect(() => open(keyring(key()), "messages.name", value)).toThrow(/no master key with id/)
    expect(parseMasterKey("not a key")).toBeNull()
    expect(parseMasterKey("ab".repeat(31))).toBeNull()
    expect(parseMasterKey("ab".repeat(32))?.key.length).toBe(32)
  })

  it("re-wraps under a new master key: the ciphertext stays, the old key alone no longer opens it, the new one does", () => {
    const oldKey = key()
    const newKey = key()
    const value = seal(keyring(oldKey), "messages.email", "a@b.example")
    const moved = rewrap(keyring(newKey, [oldKey]), value)
    expect(sealedKeyId(moved)).toBe(newKey.id)
    expect(moved.split(".")[3]).toBe(value.split(".")[3])
    expect(open(keyring(newKey), "messages.email", moved)).toBe("a@b.example")
    expect(() => open(keyring(oldKey), "messages.email", moved)).toThrow(SealError)
  })

  it("blind-indexes exact values whatever their case and spacing, under its own key", () => {
    const k = Buffer.alloc(32, 1)
    expect(blindIndex(k, "email", " Ada@Clinic.Example ")).toBe(blindIndex(k, "email", "ada@clinic.example"))
    expect(blindIndex(k, "name", "Ada  Lovelace")).toBe(blindIndex(k, "name", "ada lovelace"))
    expect(blindIndex(k, "name", "ada")).not.toBe(blindIndex(k, "email", "ada"))
    expect(blindIndex(Buffer.alloc(32, 2), "email", "ada@clinic.example")).not.toBe(blindIndex(k, "email", "ada@clinic.example"))
  })

  describe("opened values kept for the list", () => {
    afterEach(() => {
      forgetOpenedValues()
    })

    it("serve a value again only behind its master key and its field; an erasure forgets them, and they expire after ten minutes", () => {
      forgetOpenedValues()
      const k = key()
      const value = seal(keyring(k), "messages.email", "kept@clinic.example")
      expect(open(keyring(k), "messages.email", value)).toBe("kept@clinic.example")
      expect(openedValuesHeld()).toBe(1)
      // Opened before, still refused: without the master key, and under another field.
      expect(() => open(keyring(key()), "messages.email", value)).toThrow(/no master key with id/)
      expect(() => open(keyring(k), "messages.name", value)).toThrow(SealError)
      // A tampered copy is another value: refused, and not kept.
      const [prefix, kid, wrapped, body] = value.split(".")
      const b = Buffer.from(body!, "base64url")
      b[b.length - 20]! ^= 1
      expect(() => open(keyring(k), "messages.email", [prefix, kid, wrapped, b.toString("base64url")].join("."))).toThrow(SealError)
      expect(openedValuesHeld()).toBe(1)

      forgetOpenedValues()
      expect(openedValuesHeld()).toBe(0)
      expect(open(keyring(k), "messages.email", value)).toBe("kept@clinic.example")
      expect(openedValuesHeld(Date.now() + 9 * 60_000)).toBe(1)
      expect(openedValuesHeld(Date.now() + 11 * 60_000)).toBe(0)
    })
  })
})
