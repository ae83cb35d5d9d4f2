import { describe, expect, it } from "vitest"

import { adminNavigation } from "@/lib/domain/content/admin"
import { opensScreen } from "@/lib/domain/policy"

describe("the admin screens a role opens", () => {
  it("a Reviewer opens Medical Review (with each request under it) and their Account, nothing else", () => {
    const open = adminNavigation()
      .map((item) => item.href)
      .filter((href) => opensScreen("reviewer", href))
    expect(open).toEqual(["/admin/reviews", "/admin/account"])
    expect(opensScreen("reviewer", "/admin/reviews/post/3c2b1a09-8f7e-4d6c-9b5a-493827161504")).toBe(true)
    for (const path of ["/admin", "/admin/posts", "/admin/posts/new", "/admin/reviewsx", "/admin/accounts", "/admin/team", "/admin/settings/site"]) {
      expect(opensScreen("reviewer", path), path).toBe(false)
    }
  })

  it("every content role opens every screen it lists; no role opens nothing", () => {
    for (const role of ["owner", "admin", "editor"] as const) {
      expect(adminNavigation().every((item) => opensScreen(role, item.href)), role).toBe(true)
    }
    expect(opensScreen(null, "/admin/account")).toBe(false)
  })
})
