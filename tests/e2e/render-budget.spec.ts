import { expect, test } from "@playwright/test"

import { POSTS } from "@/lib/copy/posts"
import { slugify } from "@/lib/domain/slug"

import { expectToast, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"
import { PATHOLOGICAL_MARKDOWN } from "../helpers/pathological-markdown"

/** One GET from this process (not the browser): status and wall time. */
async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { "x-forwarded-for": "203.0.113.77" } })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

// Bodies that send a Markdown parser into seconds of work (the 1 MB one is over the content limit, which the editor
// refuses; tests/unit/lib/site/markdown-budget.test.ts renders it). Each must answer within a second, and the
// server must answer another page meanwhile.
const SAVABLE = Object.entries(PATHOLOGICAL_MARKDOWN).filter(([, body]) => body.length <= 200_000)

test("pathological Markdown renders within a second while other pages keep answering", async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  await ensureAdmin(page, "/admin/posts/new")
  const slugs: [string, string][] = []
  for (const [name, body] of SAVABLE) {
    const title = unique(`Budget ${name}`)
    await page.goto("/admin/posts/new")
    await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
    await page.getByLabel(POSTS.fieldContent, { exact: true }).fill(body)
    await page.getByRole("checkbox", { name: "Published" }).check()
    await page.getByRole("button", { name: POSTS.save }).click()
    await expectToast(page, "Success", POSTS.created)
    slugs.push([name, slugify(title)])
  }

  // The first post page a fresh server renders also loads the route's code: warm it with an ordinary post.
  const title = unique("Budget warm-up")
  await page.goto("/admin/posts/new")
  await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
  await page.getByLabel(POSTS.fieldContent, { exact: true }).fill("## Warm\n\nAn *ordinary* body with a [link](https://example.com).")
  await page.getByRole("checkbox", { name: "Published" }).check()
  await page.getByRole("button", { name: POSTS.save }).click()
  await expectToast(page, "Success", POSTS.created)
  expect((await timedGet(`${baseURL}/blog/${slugify(title)}`)).status).toBe(200)

  const timings: { name: string; post: number; other: number; status: number; otherStatus: number }[] = []
  for (const [name, slug] of slugs) {
    const post = timedGet(`${baseURL}/blog/${slug}`)
    // While the post renders, another page must answer promptly: the parser does not hold the event loop.
    await new Promise((r) => setTimeout(r, 150))
    const other = await timedGet(`${baseURL}/`)
    const rendered = await post
    timings.push({ name, post: Math.round(rendered.ms), other: Math.round(other.ms), status: rendered.status, otherStatus: other.status })
  }
  console.log(timings.map((t) => `${t.name}: post ${t.post} ms, home meanwhile ${t.other} ms`).join("\n"))
  for (const t of timings) {
    expect(t.status, t.name).toBe(200)
    expect(t.post, `${t.name} rendered in ${t.post} ms`).toBeLessThan(1000)
    expect(t.otherStatus).toBe(200)
    expect(t.other, `home answered in ${t.other} ms while ${t.name} rendered`).toBeLessThan(200)
  }
  // The body is there, as Markdown or as plain text.
  for (const [name, slug] of slugs) {
    await page.goto(`/blog/${slug}`)
    await expect(page.getByTestId("post-body"), name).toContainText(/deep|a/)
  }
})
