import { describe, expect, it } from "vitest"

import { formatKb } from "@/components/admin/format"
import { isImageName } from "@/lib/domain/file-types"
import { isNavActive } from "@/components/admin/nav-active"

describe("isNavActive", () => {
  it("highlights Dashboard only on /admin itself", () => {
    expect(isNavActive("/admin", "/admin")).toBe(true)
    expect(isNavActive("/admin/posts", "/admin")).toBe(false)
  })

  it("highlights an entry when the path starts with its path", () => {
    expect(isNavActive("/admin/posts", "/admin/posts")).toBe(true)
    expect(isNavActive("/admin/posts/new", "/admin/posts")).toBe(true)
    expect(isNavActive("/admin/pages", "/admin/posts")).toBe(false)
    expect(isNavActive("/admin/postsx", "/admin/posts")).toBe(false)
  })
})

describe("media helpers", () => {
  it("shows sizes as bytes/1024 rounded, in KB", () => {
    expect(formatKb(0)).toBe("0 KB")
    expect(formatKb(511)).toBe("0 KB")
    expect(formatKb(512)).toBe("1 KB")
    expect(formatKb(10 * 1024 * 1024)).toBe("10240 KB")
  })

  it("thumbnails only jpg, jpeg, png, gif and webp names", () => {
    for (const name of ["a.jpg", "b.JPEG", "c.png", "d.gif", "e.webp"]) expect(isImageName(name)).toBe(true)
    for (const name of ["a.svg", "b.pdf", "c.txt", "jpg", "d.png.html"]) expect(isImageName(name)).toBe(false)
  })
})
