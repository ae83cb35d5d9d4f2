import { afterEach, describe, expect, it, vi } from "vitest"

import { GET } from "@/app/api/health/route"
import { resetServerEnv } from "@/lib/server/env"

const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetServerEnv()
  vi.restoreAllMocks()
})

describe("GET /api/health", () => {
  it("answers 503 with only the backend kind when the database cannot be reached, never cached, nothing secret", async () => {
    // Nothing listens on port 1: the connection is refused at once.
    process.env.DATABASE_URL = "postgres://health_user:s3cret-health-pass@127.0.0.1:1/health_db"
    resetServerEnv()
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    const res = await GET()
    expect(res.status).toBe(503)
    expect(res.headers.get("cache-control")).toBe("no-store")
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ status: "unavailable", backend: "postgres" })
    expect(text).not.toMatch(/health_user|s3cret|health_db|127\.0\.0\.1/)
    expect(logged).toHaveBeenCalledOnce()
  })
})
