import { describe, expect, it } from "vitest"

import { POST } from "@/app/api/leads/[type]/[slug]/route"

const post = (type: string, slug: string) =>
  POST(
    new Request(`http://localhost/api/leads/${type}/${slug}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", Host: "localhost" },
      body: JSON.stringify({ name: "Sam Lowe", email: "sam@clinic.example" }),
    }),
    { params: Promise.resolve({ type, slug }) },
  )

describe("POST /api/leads/{type}/{slug}", () => {
  it("answers 404 in words, never cached, for a type whose declaration offers no lead form", async () => {
    for (const type of ["resource", "post", "nothing", "constructor"]) {
      const res = await post(type, "anything")
      expect(res.status, type).toBe(404)
      expect(res.headers.get("cache-control")).toBe("no-store")
      expect(await res.json()).toEqual({ ok: false, errors: ["This page has no such form."], fieldErrors: {} })
    }
  })
})
