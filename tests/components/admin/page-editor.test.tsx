import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { PAGES } from "@/lib/copy/pages"
import { SEO_EDITOR_UI } from "@/lib/copy/people"
import { toPageFormValues, type PageFormValues } from "@/lib/domain/schemas/page"
import { Toaster } from "@/components/ui/sonner"
import type { SeoEditorContext } from "@/lib/data/admin/seo-types"
import type { SaveAction } from "@/components/admin/editor/types"
import type { EditorSafetyActions, EditorSafetyProps } from "@/lib/data/admin/editor-safety-types"

import "../../helpers/dom-polyfills"
import { dismissAllToasts, expectToast } from "../../helpers/toast"

const push = vi.fn()
const replace = vi.fn()
const refresh = vi.fn()
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh, replace }) }))
vi.spyOn(console, "error").mockImplementation(() => {})

const { PageEditor } = await import("@/components/admin/editor/page-editor")

afterEach(dismissAllToasts)
beforeEach(() => {
  push.mockClear()
  replace.mockClear()
  refresh.mockClear()
})

const ID = "7d2f4c1a-0b7e-4a55-9a43-2f0e6c9d1b22"

function renderEditor(id: string | null, save: SaveAction<PageFormValues>, initial = toPageFormValues(null), seo?: SeoEditorContext, safety?: EditorSafetyProps) {
  const saveSpy = vi.fn(save)
  render(
    <>
      <PageEditor id={id} initialValues={initial} save={saveSpy} renderPreview={async (md) => <p>{md}</p>} seo={seo} safety={safety} />
      <Toaster />
    </>,
  )
  return saveSpy
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: PAGES.save })))

describe("PageEditor", () => {
  it("validates title and slug on submit", async () => {
    const save = renderEditor(null, async () => ({ ok: true, data: { id: ID, slug: "x", published: false } }))
    await submit()
    expect(await screen.findByText("Title is required")).toBeTruthy()
    expect(screen.getByText("Slug is required")).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
  })

  it("creates a published page: 'Page created successfully', then opens its editor", async () => {
    const save = renderEditor(null, async () => ({ ok: true, data: { id: ID, slug: "about-us", published: true } }))
    fireEvent.change(field(PAGES.fieldTitle), { target: { value: "About Us" } })
    expect(field(PAGES.fieldSlug).value).toBe("about-us")
    fireEvent.click(screen.getByRole("checkbox", { name: "Published" }))
    await submit()
    await expectToast("Success", PAGES.created)
    expect(save).toHaveBeenCalledWith(null, expect.objectContaining({ title: "About Us", slug: "about-us", published: true }))
    // Typing pushed the unsaved-changes sentinel entry; the new page takes its place in the history.
    expect(replace).toHaveBeenCalledWith(`/admin/pages/${ID}`)
    expect(push).not.toHaveBeenCalled()
    expect(screen.getByRole("link", { name: "View on site" }).getAttribute("href")).toBe("/about-us")
  })

  it("toasts 'Page updated successfully' for an existing page", async () => {
    renderEditor(ID, async () => ({ ok: true, data: { id: ID, slug: "a", published: false } }), toPageFormValues({ title: "A", slug: "a" }))
    await submit()
    await expectToast("Success", PAGES.updated)
    expect(push).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
  })

  it("toasts Error / 'Failed to save page' and shows a colliding slug under the field", async () => {
    renderEditor(null, async () => ({ ok: false, error: "Slug already in use", fieldErrors: { slug: ["Slug already in use"] } }))
    fireEvent.change(field(PAGES.fieldTitle), { target: { value: "Blog" } })
    await submit()
    await expectToast("Error", PAGES.saveFailed)
    expect(screen.getByText("Slug already in use")).toBeTruthy()
    expect(push).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
  })

  it("links a saved published page's live address from the first render", () => {
    renderEditor(ID, async () => ({ ok: true, data: { id: ID, slug: "about", published: true } }), toPageFormValues({ title: "About", slug: "about", published: true }))
    expect(screen.getByRole("link", { name: "View on site" }).getAttribute("href")).toBe("/about")
  })

  it("refuses to publish past a blocking checklist failure without calling save; a draft still saves", async () => {
    const seo: SeoEditorContext = {
      siteUrl: "https://example.com",
      checklist: { blocking: true, titleSuffix: "", livePaths: [], livePrefixes: [], siteOrigin: "https://example.com", clinicalCategories: [] },
    }
    const save = renderEditor(ID, async () => ({ ok: true, data: { id: ID, slug: "a", published: false } }), toPageFormValues({ title: "A", slug: "a", content: "# A second H1" }), seo)
    fireEvent.click(screen.getByRole("checkbox", { name: "Published" }))
    await submit()
    await expectToast("Error", SEO_EDITOR_UI.checklistBlocked)
    expect(save).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("checkbox", { name: "Published" }))
    await submit()
    await expectToast("Success", PAGES.updated)
    expect(save).toHaveBeenCalledTimes(1)
  })

  it("takes its saved state from the action's result, without a router refresh, and saves on top of the returned version", async () => {
    const listRevisions = vi.fn(async () => ({ ok: true as const, data: [] }))
    const actions: EditorSafetyActions = {
      listRevisions,
      getRevision: async () => ({ ok: false, error: "unused" }),
      getStored: async () => ({ ok: false, error: "unused" }),
      heartbeat: async () => ({ ok: true, data: [] }),
      leave: async () => ({ ok: true, data: undefined }),
    }
    const safety: EditorSafetyProps = { userId: "u1", version: 3, lastEdited: { by: "first@example.com", at: "2026-01-01T00:00:00.000Z" }, actions }
    const seo: SeoEditorContext = {
      siteUrl: "https://example.com",
      checklist: { blocking: false, titleSuffix: "", livePaths: [], livePrefixes: [], siteOrigin: "https://example.com", clinicalCategories: [] },
    }
    let version = 3
    const save = renderEditor(
      ID,
      async (_id, values) => ({
        ok: true,
        data: { id: ID, slug: values.slug ?? "", published: values.published === true, version: ++version, savedBy: `editor${version}@example.com`, savedAt: new Date().toISOString() },
      }),
      toPageFormValues({ title: "A", slug: "a" }),
      seo,
      safety,
    )
    expect(screen.getByTestId("record-status").textContent).toContain("Draft")
    expect(screen.queryByRole("link", { name: "View on site" })).toBeNull()
    fireEvent.change(field(PAGES.fieldSlug), { target: { value: "renamed" } })
    fireEvent.click(screen.getByRole("checkbox", { name: "Published" }))
    await submit()
    await expectToast("Success", PAGES.updated)
    expect(save).toHaveBeenLastCalledWith(ID, expect.objectContaining({ slug: "renamed", published: true }), { version: 3 })
    // The publish box, the live link and "Last edited" follow the result; the history reloads itself.
    expect(screen.getByTestId("record-status").textContent).toContain("Published")
    expect(screen.getByRole("link", { name: "View on site" }).getAttribute("href")).toBe("/renamed")
    expect(screen.getByTestId("last-edited").textContent).toContain("editor4@example.com")
    expect(listRevisions.mock.calls.length).toBeGreaterThanOrEqual(2)
    // The next save, without any reload, starts from the version the first one returned.
    fireEvent.change(field(PAGES.fieldTitle), { target: { value: "A again" } })
    await submit()
    expect(save).toHaveBeenLastCalledWith(ID, expect.objectContaining({ title: "A again" }), { version: 4 })
    expect(screen.getByTestId("last-edited").textContent).toContain("editor5@example.com")
    expect(refresh).not.toHaveBeenCalled()
    expect(push).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
  })
})
