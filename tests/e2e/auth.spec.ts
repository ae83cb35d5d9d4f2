import { readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, test } from "@playwright/test"

import { E2E_ADMIN, ensureAdmin, forgetAdminSession, loginViaForm, SESSION_COOKIE } from "../helpers/auth"

test.describe("admin sign-in", () => {
  test("shows the spec's sign-in screen under a per-request nonce CSP", async ({ page }) => {
    const violations: string[] = []
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text())
    })
    const response = await page.goto("/admin/login")
    const csp = response?.headers()["content-security-policy"] ?? ""
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? ""
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/)
    expect(scriptSrc).not.toContain("unsafe-inline")
    const again = (await page.request.get("/admin/login")).headers()["content-security-policy"]
    expect(again).not.toBe(csp) // a fresh nonce per request
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible()
    await expect(page.getByText("Sign in to manage your website content")).toBeVisible()
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true")
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email")
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "")
    await expect(page.getByLabel("Password")).toHaveAttribute("required", "")
    await page.getByRole("tab", { name: "Register" }).click()
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible()
    expect(violations).toEqual([])
  })

  test("signs in, reaches /admin with a hardened session cookie, and signs out", async ({ page, context }) => {
    await page.goto("/admin/login")
    await loginViaForm(page)
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId("admin-user-email")).toHaveText(E2E_ADMIN.email)

    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" })
    expect(cookie?.domain).toBe("127.0.0.1") // host-only: no Domain attribute
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // A signed-in visitor to the login page is sent on to /admin.
    await page.goto("/admin/login")
    await expect(page).toHaveURL(/\/admin$/)

    const stolen = cookie!
    await page.getByRole("button", { name: "Logout" }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
    forgetAdminSession()

    // The old token is dead on the server too, not just deleted in the browser.
    await context.addCookies([stolen])
    await page.goto("/admin")
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/)
  })

  test("shows one Error alert for a wrong password and for an unknown e-mail", async ({ page }) => {
    await page.goto("/admin/login")
    await loginViaForm(page, E2E_ADMIN.email, "not the right password")
    const alert = page.getByRole("alert").filter({ hasText: "Error" })
    await expect(alert).toContainText("Invalid email or password")
    await expect(page.getByLabel("Email")).toHaveValue(E2E_ADMIN.email) // a typo does not wipe the form
    await loginViaForm(page, "nobody@e2e.test", "not the right password")
    await expect(alert).toContainText("Invalid email or password")
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test("an overlong e-mail or password is refused with registration's length message, not as a sign-in attempt", async ({ page }) => {
    await page.goto("/admin/login")
    const alert = page.getByRole("alert").filter({ hasText: "Error" })
    const submit = page.getByRole("button", { name: "Login", exact: true })
    // The field's maxlength stops typing, not a script or a hand-made request: the value is set directly.
    const setValue = (label: string, value: string) =>
      page.getByLabel(label, { exact: true }).evaluate((el, v) => {
        ;(el as HTMLInputElement).value = v
      }, value)
    await setValue("Email", `${"a".repeat(1_000_000 - 9)}@e2e.test`)
    await setValue("Password", "not the right password")
    await submit.click()
    await expect(alert).toContainText("Email must be at most 320 characters")
    await setValue("Email", E2E_ADMIN.email)
    await setValue("Password", "p".repeat(1024))
    await submit.click()
    await expect(alert).toContainText("Password must be at most 256 characters")
    await expect(alert).not.toContainText("Invalid email or password")
    // Neither counted as a failed attempt: the right password still signs in at once.
    await loginViaForm(page)
    await expect(page).not.toHaveURL(/\/admin\/login/)
  })

  test("refuses a second registrant without saying whether the e-mail exists", async ({ page }) => {
    await page.goto("/admin/login")
    await page.getByRole("tab", { name: "Register" }).click()
    const panel = page.getByRole("tabpanel", { name: "Register" })
    for (const email of ["second@e2e.test", E2E_ADMIN.email]) {
      await panel.getByLabel("Email").fill(email)
      await panel.getByLabel("Password").fill("another fine passphrase")
      const button = panel.getByRole("button", { name: /Register/ })
      await button.click()
      const alert = panel.getByRole("alert").filter({ hasText: "Error" })
      await expect(alert).toContainText("Registration is closed. Ask the site owner to give you access.")
    }
    // The refused e-mail cannot sign in either.
    await page.getByRole("tab", { name: "Login" }).click()
    await loginViaForm(page, "second@e2e.test", "another fine passphrase")
    await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText("Invalid email or password")
  })

  test("shows the pending labels while a request runs", async ({ page }) => {
    await page.goto("/admin/login")
    // Hold the server action's response so the pending state can be observed.
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route("**/admin/login**", async (route) => {
      if (route.request().method() === "POST") await held
      await route.continue()
    })
    await page.getByLabel("Email").fill("pending@e2e.test")
    await page.getByLabel("Password").fill("whatever password")
    await page.getByRole("button", { name: "Login", exact: true }).click()
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled()
    release()
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled()

    await page.getByRole("tab", { name: "Register" }).click()
    let releaseRegister: () => void = () => {}
    const heldRegister = new Promise<void>((r) => (releaseRegister = r))
    await page.unroute("**/admin/login**")
    await page.route("**/admin/login**", async (route) => {
      if (route.request().method() === "POST") await heldRegister
      await route.continue()
    })
    await page.getByLabel("Email").fill("pending@e2e.test")
    await page.getByLabel("Password").fill("whatever password")
    await page.getByRole("button", { name: "Register", exact: true }).click()
    await expect(page.getByRole("button", { name: "Registering..." })).toBeDisabled()
    releaseRegister()
    await expect(page.getByRole("button", { name: "Register", exact: true })).toBeEnabled()
  })
})

test.describe("route guard", () => {
  test("sends a signed-out visitor from /admin/posts to the login and back after sign-in", async ({ page }) => {
    await page.goto("/admin/posts?q=dental")
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fposts%3Fq%3Ddental$/)
    await loginViaForm(page)
    await expect(page).toHaveURL(/\/admin\/posts\?q=dental$/)
  })

  test("replaces history: Back from the login page does not return to the guarded page", async ({ page }) => {
    await page.goto("/")
    await page.goto("/admin/posts")
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.goBack()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })

  test("never redirects off-site or out of /admin after sign-in", async ({ page }) => {
    await page.goto(`/admin/login?next=${encodeURIComponent("https://evil.example/")}`)
    await loginViaForm(page)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/)
    // Signed in, the login page forwards to `next` only when it is a plain /admin path.
    for (const next of ["//evil.example/admin", "/\\evil.example", "/blog", "/admin/../blog", "/adminx", "javascript:alert(1)"]) {
      await page.goto(`/admin/login?next=${encodeURIComponent(next)}`)
      await expect(page, next).toHaveURL(/127\.0\.0\.1:\d+\/admin$/)
    }
    await page.goto(`/admin/login?next=${encodeURIComponent("/admin/pages?q=a")}`)
    await expect(page).toHaveURL(/\/admin\/pages\?q=a$/)
  })

  test("a stale session cookie leads to the login page, not a redirect loop", async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: SESSION_COOKIE, value: "A".repeat(43), domain: new URL(baseURL!).hostname, path: "/", secure: true, httpOnly: true },
    ])
    await page.goto("/admin?tab=recent")
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%3Ftab%3Drecent$/)
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible()
  })
})

test.describe("throttling and direct calls", () => {
  test("after 5 failed sign-ins the account must wait, even with the right password", async ({ page }) => {
    await page.goto("/admin/login")
    const target = "throttle-target@e2e.test"
    for (let i = 0; i < 5; i++) {
      await loginViaForm(page, target, `wrong password ${i}`)
      await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText("Invalid email or password")
    }
    await loginViaForm(page, target, "wrong password 6")
    await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText(
      "Too many failed sign-in attempts. Please wait 30 seconds before trying again.",
    )
  })

  test("admin server actions called directly without a session are refused, with zero data changed", async ({ page, browser, baseURL }) => {
    // Two snapshots of five screens around every admin action of the build: past 30 s on a loaded machine.
    test.setTimeout(120_000)
    // A real record to aim at, created through the editor as the owner. A page rather than a post: page changes
    // do not revalidate the blog, which other specs read.
    await ensureAdmin(page, "/admin/pages/new")
    await page.getByLabel("Title", { exact: true }).fill(`Guard target ${Date.now().toString(36)}`)
    await page.getByRole("button", { name: "Save Page" }).click()
    await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/)
    const recordId = new URL(page.url()).pathname.split("/").pop()!

    const screens = ["/admin/posts", "/admin/pages", "/admin/messages", "/admin/media", `/admin/pages/${recordId}`]
    const snapshot = async () => {
      const out: string[] = []
      for (const path of screens) {
        await page.goto(path)
        await expect(page.getByRole("main")).toBeVisible()
        // The streamed screen replaces its loading boundary: read it only once that has gone.
        await expect(page.getByTestId("admin-loading").or(page.getByTestId("editor-loading"))).toHaveCount(0)
        // The editor's history list loads after the page: read it once its first revision is there.
        if (path.startsWith("/admin/pages/")) await expect(page.getByTestId("history-panel").getByTestId("revision").first()).toBeVisible()
        // "Last edited …, 2 minutes ago" moves with the clock, not with the data.
        out.push((await page.getByRole("main").innerText()).replace(/just now|this minute|(?:in )?\d+ (?:minute|hour|day|week|month|year)s?(?: ago)?|yesterday/g, "(time)"))
      }
      return out
    }
    const before = await snapshot()

    // Every admin action of the build, posted to its own page the way the browser would, with no cookie at all.
    const manifest = JSON.parse(readFileSync(join(process.cwd(), ".next/server/server-reference-manifest.json"), "utf8")) as {
      node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>
    }
    const actions = Object.entries(manifest.node)
      .map(([id, a]) => ({ id, name: a.exportedName ?? id, worker: Object.keys(a.workers)[0] ?? "" }))
      .filter((a) => a.worker.startsWith("app/(admin)/admin/(panel)/") && a.name !== "signOutAction")
    expect(actions.length).toBeGreaterThan(5)
    const payloads = [
      [],
      [recordId],
      [recordId, true],
      [recordId, false],
      [recordId, { title: "Pwned", slug: "pwned-by-anon", content: "x", published: true }],
      [{ id: recordId, title: "Pwned", slug: "pwned-by-anon", published: true }],
    ]
    const anonymous = await browser.newContext({ baseURL })
    try {
      for (const action of actions) {
        const path = action.worker.replace(/^app/, "").replace(/\/\([^)]*\)/g, "").replace(/\/page$/, "").replace("[id]", recordId) || "/"
        for (const args of payloads) {
          const res = await anonymous.request.post(path, {
            headers: { "Next-Action": action.id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
            data: JSON.stringify(args),
            maxRedirects: 0,
          })
          const label = `${action.name} at ${path} with ${JSON.stringify(args)}`
          expect(res.status(), label).toBeLessThan(500)
          expect(await res.text(), label).not.toMatch(/"ok":true/)
        }
      }
      // The session is checked before validation: invalid input tells a caller without a valid session nothing
      // about the form. A forged cookie gets past the proxy's optimistic redirect, so the data layer answers.
      await anonymous.addCookies([{ name: SESSION_COOKIE, value: "forged-session-token", domain: new URL(baseURL!).hostname, path: "/", secure: true, httpOnly: true }])
      for (const name of ["savePost", "savePage"]) {
        const action = actions.find((a) => a.name === name)!
        const res = await anonymous.request.post(name === "savePost" ? "/admin/posts/new" : "/admin/pages/new", {
          headers: { "Next-Action": action.id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
          data: JSON.stringify([null, { title: "", slug: "NOT A SLUG", content: 42 }]),
          maxRedirects: 0,
        })
        const body = await res.text()
        expect(body, name).toContain("Please sign in to continue")
        expect(body, name).not.toMatch(/Title is required|Slug may only|Slug is required/)
      }
    } finally {
      await anonymous.close()
    }
    expect(await snapshot()).toEqual(before)

    // Control: the very same request with the owner's cookie does reach the action, so the refusals above are real.
    const toggle = actions.find((a) => a.name === "togglePagePublished")!
    const allowed = await page.request.post("/admin/pages", {
      headers: { "Next-Action": toggle.id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
      data: JSON.stringify([recordId, true]),
    })
    expect(await allowed.text()).toMatch(/"ok":true/)
    await page.request.post("/admin/pages", {
      headers: { "Next-Action": toggle.id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
      data: JSON.stringify([recordId, false]),
    })
  })

  test("the upload route serves nothing for unknown or traversal keys", async ({ request, baseURL }) => {
    for (const key of ["missing.png", "..%2F..%2Fetc%2Fpasswd", "post-images/..%2Fserver.lock"]) {
      const res = await request.get(`${baseURL}/api/uploads/${key}`)
      expect(res.status(), key).toBe(404)
      expect(res.headers()["x-content-type-options"]).toBe("nosniff")
    }
  })
})

test("ensureAdmin signs in once and reuses the session", async ({ page }) => {
  await ensureAdmin(page, "/admin")
  await expect(page.getByTestId("admin-user-email")).toHaveText(E2E_ADMIN.email)
})
