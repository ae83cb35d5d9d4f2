import { createHmac } from "node:crypto"

import { afterEach, describe, expect, it, vi } from "vitest"

import { deriveSecret, supabaseSecret } from "@/lib/backend/supabase/secrets"
import { SUPABASE_SECRET_WARNING, warmUp } from "@/lib/backend/warm-up"
import { resetServerEnv } from "@/lib/server/env"

const SERVICE_KEY = "service-role-key-for-tests"

// The start-up's lead key check asks the project (tests/integration/supabase/lead-encryption.test.ts): out of this test.
vi.mock("@/lib/backend/supabase/lead-crypto", () => ({ prepareSupabaseLeadCrypto: async () => ({ bidxKey: Buffer.alloc(32) }) }))

describe("Supabase secrets derived from the service-role key", () => {
  it("are stable: the same key and name give the same secret, on any server, at any restart", () => {
    expect(deriveSecret(SERVICE_KEY, "download_link")).toBe(deriveSecret(SERVICE_KEY, "download_link"))
    expect(deriveSecret(SERVICE_KEY, "download_link")).toMatch(/^[0-9a-f]{64}$/)
    // HMAC-SHA256(key, label): a documented derivation, not an accident of this process.
    expect(deriveSecret(SERVICE_KEY, "download_link")).toBe(createHmac("sha256", SERVICE_KEY).update("lumora download links v1").digest("hex"))
  })

  it("differ per name and per key", () => {
    expect(deriveSecret(SERVICE_KEY, "download_link")).not.toBe(deriveSecret(SERVICE_KEY, "form_token"))
    expect(deriveSecret(`${SERVICE_KEY}-rotated`, "download_link")).not.toBe(deriveSecret(SERVICE_KEY, "download_link"))
  })

  it("are never the raw key, nor contain it", () => {
    for (const name of ["download_link", "form_token"] as const) {
      const secret = deriveSecret(SERVICE_KEY, name)
      expect(secret).not.toBe(SERVICE_KEY)
      expect(secret).not.toContain(SERVICE_KEY)
      expect(secret).not.toContain(Buffer.from(SERVICE_KEY).toString("hex"))
    }
  })

  it("the adapter's secret(): derived with the key (two backends agree); without it, one random secret per process", async () => {
    const one = supabaseSecret(SERVICE_KEY)
    const other = supabaseSecret(SERVICE_KEY)
    expect(await one("download_link")).toBe(deriveSecret(SERVICE_KEY, "download_link"))
    expect(await other("download_link")).toBe(await one("download_link"))
    expect(await one("form_token")).toBe(deriveSecret(SERVICE_KEY, "form_token"))

    const local = await supabaseSecret(undefined)("download_link")
    expect(local).toMatch(/^[0-9a-f]{64}$/)
    expect(local).not.toBe(deriveSecret(SERVICE_KEY, "download_link"))
    expect(await supabaseSecret("")("download_link")).toBe(local)
  })
})

describe("the start-up warning in Supabase mode", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
    resetServerEnv()
    vi.restoreAllMocks()
  })
  const supabaseEnv = (serviceKey?: string) => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = "https://project.supabase.example"
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = "anon-key-for-tests"
    if (serviceKey) process.env.SUPABASE_SERVICE_ROLE_KEY = serviceKey
    else delete process.env.SUPABASE_SERVICE_ROLE_KEY
    resetServerEnv()
  }

  it("says once that download links stay on the issuing server when the service-role key is missing", async () => {
    supabaseEnv()
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    await warmUp()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(SUPABASE_SECRET_WARNING)
    expect(SUPABASE_SECRET_WARNING).toContain("only on the server process that issued them")
  })

  it("says nothing with the key", async () => {
    supabaseEnv(SERVICE_KEY)
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    await warmUp()
    expect(warn).not.toHaveBeenCalled()
  })
})
