import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { PAGES } from "@/lib/copy/pages"
import { SEO_EDITOR_UI } from "@/lib/copy/people"
import { toPageFormValues, type PageFormValues } from "@/lib/domain/schemas/page"
import { Toaster } from "@/components/ui/sonner"
import type { SeoEditorContext } from "@/lib/data/admin/seo-types"
import type { SaveAction } from "@/components/admin/editor/types"

import "../../helpers/dom-polyfills"
import { dismissAllToasts, expectToast } from "../../helpers/toast"

const push = vi.fn()
const replace = vi.fn()
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace }) }))
vi.spyOn(console, "error").mockImplementation(() => {})

const { PageEditor } = await import("@/components/admin/editor/page-editor")

afterEach(dismissAllToasts)
beforeEach(() => {
  push.mockClear()
  replace.mockClear()
})

const ID = "7d2f4c1a-0b7e-4a55-9a43-2f0e6c9d1b22"

function renderEditor(id: string | null, save: SaveAction<PageFormValues>, initial = toPageFormValues(null), seo?: SeoEditorContext) {
  const saveSpy = vi.fn(save)
  render(
    <>
      <PageEditor id={id} initialValues={initial} save={saveSpy} renderPreview={async (md) => <p>{md}</p>} seo={seo} />
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
})
