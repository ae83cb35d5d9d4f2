import { afterEach, describe, expect, it, vi } from "vitest"

import { fetchPickerImages, uploadFile } from "@/components/admin/upload-client"

afterEach(() => vi.unstubAllGlobals())

const answer = (body: string, status: number) => vi.stubGlobal("fetch", vi.fn(async () => new Response(body, { status })))

describe("upload-client", () => {
  it("passes the endpoint's JSON answer through", async () => {
    answer(JSON.stringify({ ok: false, error: "Too large" }), 413)
    expect(await uploadFile(new File(["x"], "a.png", { type: "image/png" }), "media")).toEqual({ ok: false, error: "Too large" })
  })

  it("turns a body that is not JSON into a failure naming the HTTP status", async () => {
    answer("<html>Bad gateway</html>", 502)
    expect(await uploadFile(new File(["x"], "a.png"), "image")).toEqual({ ok: false, error: "Upload failed (HTTP 502)" })
    expect(await fetchPickerImages("", 1)).toEqual({ ok: false, error: "Request failed (HTTP 502)" })
  })
})
