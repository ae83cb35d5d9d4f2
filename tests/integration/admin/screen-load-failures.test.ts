import { isValidElement, type ReactElement, type ReactNode } from "react"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { MEDIA } from "@/lib/copy/media"
import { PAGES } from "@/lib/copy/pages"
import { POSTS } from "@/lib/copy/posts"
import { ContentList } from "@/components/admin/content-list"
import { EditorLoadFailed } from "@/components/admin/editor/editor-load-failed"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { StatCard } from "@/components/admin/dashboard/stat-card"

import DashboardPage from "@/app/(admin)/admin/(panel)/page"
import MediaPage from "@/app/(admin)/admin/(panel)/media/page"
import PageEditorPage from "@/app/(admin)/admin/(panel)/pages/[id]/page"
import PagesPage from "@/app/(admin)/admin/(panel)/pages/page"
import PostEditorPage from "@/app/(admin)/admin/(panel)/posts/[id]/page"
import PostsPage from "@/app/(admin)/admin/(panel)/posts/page"

import { MemoryJar, openHarness, pgliteFactory, signUpAndIn, type Harness } from "../../helpers/data-harness"

// The admin screens on the real data layer and a real (in-memory) database whose table is made to fail: the
// screen must not crash, the failure is logged, and the spec's "Failed to load ..." toast is rendered.

let h: Harness
const admin = new MemoryJar()
const NO_SUCH_ID = "0b0e7a4e-5d6f-4c3b-8a2e-9f1d2c3b4a5e"

beforeAll(async () => {
  h = await openHarness(pgliteFactory)
  await signUpAndIn(h, admin, { email: "owner@example.com", password: "a long owner passphrase" })
}, 60_000)
afterAll(async () => h?.close())

function findAll(node: ReactNode, match: (el: ReactElement) => boolean, out: ReactElement[] = []): ReactElement[] {
  if (Array.isArray(node)) node.forEach((n) => findAll(n, match, out))
  else if (isValidElement(node)) {
    if (match(node)) out.push(node)
    // The list screens render through ContentList, a plain server component: expand it to see what it renders.
    if (node.type === ContentList) findAll(ContentList(node.props as Parameters<typeof ContentList>[0]), match, out)
    findAll((node.props as { children?: ReactNode }).children, match, out)
  }
  return out
}
const toasts = (tree: ReactNode) =>
  findAll(tree, (el) => el.type === LoadErrorToast || el.type === EditorLoadFailed).map((el) => {
    const props = el.props as { description?: string; toast?: string }
    return props.description ?? props.toast
  })

/** Runs `fn` while `table` is missing, as a broken or unreachable database would make it. */
async function withBrokenTable<T>(table: string, fn: () => Promise<T>): Promise<T> {
  await h.db.exec(`alter table ${table} rename to ${table}_broken`)
  try {
    return await fn()
  } finally {
    await h.db.exec(`alter table ${table}_broken rename to ${table}`)
  }
}

const noParams = { searchParams: Promise.resolve({}) }

describe("admin screens when the data layer fails", () => {
  it("loads normally while the database works", async () => {
    expect(toasts(await h.as(admin, () => PostsPage(noParams)))).toEqual([])
  })

  it("Manage Posts: 'Failed to load posts'", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {})
    const tree = await withBrokenTable("documents", () => h.as(admin, () => PostsPage(noParams)))
    expect(toasts(tree)).toEqual([POSTS.loadFailed])
    expect(log).toHaveBeenCalledWith("[admin:listPosts] load failed", expect.anything())
    log.mockRestore()
  })

  it("Manage Pages: 'Failed to load pages'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const tree = await withBrokenTable("documents", () => h.as(admin, () => PagesPage(noParams)))
    expect(toasts(tree)).toEqual([PAGES.loadFailed])
  })

  it("Media Library: 'Failed to load media files'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const tree = await withBrokenTable("media", () => h.as(admin, () => MediaPage(noParams)))
    expect(toasts(tree)).toEqual([MEDIA.loadFailed])
  })

  it("post and page editors: 'Failed to load post data' / 'Failed to load page data'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const params = { params: Promise.resolve({ id: NO_SUCH_ID }) }
    expect(toasts(await h.as(admin, () => PostEditorPage(params)))).toEqual([POSTS.loadOneFailed])
    expect(toasts(await h.as(admin, () => PageEditorPage(params)))).toEqual([PAGES.loadOneFailed])
  })

  it("dashboard: a stats failure is logged and the screen still renders (no toast in the spec)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {})
    const tree = await withBrokenTable("documents", () => h.as(admin, () => DashboardPage()))
    const cards = findAll(tree, (el) => el.type === StatCard).map((el) => (el.props as { counts: unknown }).counts)
    expect(cards).toEqual([null, null])
    expect(log).toHaveBeenCalledWith("[admin:dashboard] load failed", expect.anything())
    log.mockRestore()
  })

  it("a visitor without a session is sent to the sign-in page instead", async () => {
    await expect(h.as(null, () => PostsPage(noParams))).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") })
  })
})
