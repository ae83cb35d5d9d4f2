import { describe, expect, it, vi } from "vitest"

import { csvExportFailure, csvLine, csvResponse } from "@/lib/data/admin/csv"
import { DataError } from "@/lib/domain/errors"

describe("CSV exports", () => {
  it("defuses formula cells and quotes what needs quoting", () => {
    expect(csvLine(["=SUM(A1)", "a,b", 'say "hi"', 3, true])).toBe(`'=SUM(A1),"a,b","say ""hi""",3,true\r\n`)
  })

  it("answers a download with a byte-order mark, never cached or sniffed", async () => {
    const response = csvResponse("a,b\r\n", "activity-2026-11-22.csv")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="activity-2026-11-22.csv"')
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it("turns refusals and bad filters into 4xx with their message, anything else into a logged 500", async () => {
    const unauthorized = csvExportFailure(new DataError("unauthorized", "Sign in first"), "test")
    expect([unauthorized.status, await unauthorized.text()]).toEqual([401, "Sign in first"])
    const forbidden = csvExportFailure(new DataError("forbidden", "Owners only"), "test")
    expect([forbidden.status, await forbidden.text()]).toEqual([403, "Owners only"])
    const invalid = csvExportFailure(new DataError("validation", "Unknown action"), "test")
    expect([invalid.status, await invalid.text()]).toEqual([400, "Unknown action"])
    const log = vi.spyOn(console, "error").mockImplementation(() => {})
    const broken = csvExportFailure(new Error("db down"), "test")
    expect([broken.status, await broken.text()]).toEqual([500, "Export failed"])
    expect(log).toHaveBeenCalledWith("[admin:test] failed", expect.any(Error))
    log.mockRestore()
  })
})
