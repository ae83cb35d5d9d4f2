import { describe, expect, it } from "vitest"

import { checkDownloadLink, DOWNLOAD_LINK_TTL_MS, downloadLinkLocale, downloadLinkPath, readDownloadLink, signDownloadLink } from "@/lib/server/download-link"

const SECRET = "a".repeat(64)
const REQUEST = "3f2b8c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21"
const NOW = Date.UTC(2026, 10, 27, 12)

function parse(path: string) {
  const url = new URL(path, "https://example.test")
  return readDownloadLink(decodeURIComponent(url.pathname.replace("/api/downloads/", "")), url.searchParams)
}

describe("signed download links", () => {
  const link = signDownloadLink(SECRET, "patient-journey-map", REQUEST, NOW)

  it("expire 24 hours after they are issued and verify until then", () => {
    expect(DOWNLOAD_LINK_TTL_MS).toBe(86_400_000)
    expect(link.expires).toBe(NOW + 86_400_000)
    const path = downloadLinkPath(link)
    expect(path).toMatch(/^\/api\/downloads\/patient-journey-map\?r=[0-9a-f-]{36}&e=\d+&s=[0-9a-f]{64}$/)
    expect(checkDownloadLink(SECRET, parse(path), NOW)).toEqual({ ok: true })
    expect(checkDownloadLink(SECRET, parse(path), link.expires - 1)).toEqual({ ok: true })
    expect(checkDownloadLink(SECRET, parse(path), link.expires)).toEqual({ ok: false, reason: "expired" })
  })

  it("refuse any altered part, another secret and malformed links as invalid, even once expired", () => {
    const later = link.expires + 1
    for (const tampered of [
      { ...link, slug: "another-resource" },
      { ...link, request: "00000000-0000-4000-8000-000000000000" },
      { ...link, expires: link.expires + 3_600_000 },
      { ...link, signature: link.signature.replace(/^./, (c) => (c === "0" ? "1" : "0")) },
    ]) {
      expect(checkDownloadLink(SECRET, tampered, NOW)).toEqual({ ok: false, reason: "invalid" })
      expect(checkDownloadLink(SECRET, tampered, later)).toEqual({ ok: false, reason: "invalid" })
    }
    expect(checkDownloadLink("b".repeat(64), link, NOW)).toEqual({ ok: false, reason: "invalid" })
    expect(checkDownloadLink(SECRET, null, NOW)).toEqual({ ok: false, reason: "invalid" })
    for (const query of ["", "r=x&e=1&s=2", `r=${REQUEST}&e=abc&s=${link.signature}`, `r=${REQUEST}&e=${link.expires}&s=${link.signature.slice(2)}`]) {
      expect(readDownloadLink("patient-journey-map", new URLSearchParams(query))).toBeNull()
    }
  })

  it("a link of another language names it, signed with the rest; the default language's links read as before", () => {
    const spanish = signDownloadLink(SECRET, "patient-journey-map", REQUEST, NOW, DOWNLOAD_LINK_TTL_MS, "es")
    const path = downloadLinkPath(spanish)
    expect(path).toMatch(/^\/api\/downloads\/patient-journey-map\?r=[0-9a-f-]{36}&e=\d+&s=[0-9a-f]{64}&l=es$/)
    expect(parse(path)).toMatchObject({ locale: "es", slug: "patient-journey-map" })
    expect(checkDownloadLink(SECRET, parse(path), NOW)).toEqual({ ok: true })
    // The same slug, request and expiry in another language is another link.
    expect(spanish.signature).not.toBe(link.signature)
    expect(checkDownloadLink(SECRET, { ...spanish, locale: "en" }, NOW)).toEqual({ ok: false, reason: "invalid" })
    expect(checkDownloadLink(SECRET, { ...link, locale: "es" }, NOW)).toEqual({ ok: false, reason: "invalid" })
    expect(parse(downloadLinkPath(link))).toMatchObject({ locale: "en" })
    expect(readDownloadLink("patient-journey-map", new URLSearchParams(`r=${REQUEST}&e=${link.expires}&s=${link.signature}&l=xx`))).toBeNull()
    // The words of a refusal: the language a query names, else the default.
    expect(downloadLinkLocale(new URLSearchParams("l=es"))).toBe("es")
    expect(downloadLinkLocale(new URLSearchParams("l=xx"))).toBe("en")
    expect(downloadLinkLocale(new URLSearchParams(""))).toBe("en")
  })
})
