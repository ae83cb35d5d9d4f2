import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { POSTS } from "@/lib/copy/posts"
import { toPostFormValues, type PostFormValues } from "@/lib/domain/schemas/post"
import { Toaster } from "@/components/ui/sonner"
import type { SaveAction } from "@/components/admin/editor/types"
import type { UploadAction } from "@/components/admin/upload-client"

import "../../helpers/dom-polyfills"
import { dismissAllToasts, expectToast } from "../../helpers/toast"

const push = vi.fn()
const replace = vi.fn()
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace }) }))
vi.spyOn(console, "error").mockImplementation(() => {})

const { PostEditor } = await import("@/components/admin/editor/post-editor")

afterEach(dismissAllToasts)
beforeEach(() => {
  push.mockClear()
  replace.mockClear()
})

const NEW_ID = "3f0c1b8e-8a47-4f51-9d55-1c1f0c6a2b10"
const okSave: SaveAction<PostFormValues> = async (id) => ({ ok: true, data: { id: id ?? NEW_ID, slug: "s", published: false } })
const okUpload: UploadAction = async () => ({ ok: true, data: { id: "m", name: "a.png", size: 3, url: "/api/uploads/a.png" } })

function renderEditor({
  id = null as string | null,
  initial = toPostFormValues(null),
  save = okSave,
  upload = okUpload,
}: { id?: string | null; initial?: PostFormValues; save?: SaveAction<PostFormValues>; upload?: UploadAction } = {}) {
  const saveSpy = vi.fn(save)
  render(
    <>
      <PostEditor id={id} initialValues={initial} save={saveSpy} renderPreview={async (md) => <p>{md}</p>} maxUploadBytes={1024} upload={upload} />
      <Toaster />
    </>,
  )
  return { saveSpy }
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: POSTS.save })))

describe("PostEditor", () => {
  it("shows 'Title is required' and 'Slug is required' and does not call the server", async () => {
    const { saveSpy } = renderEditor()
    await submit()
    expect(await screen.findByText("Title is required")).toBeTruthy()
    expect(screen.getByText("Slug is required")).toBeTruthy()
    expect(field(POSTS.fieldTitle).getAttribute("aria-invalid")).toBe("true")
    expect(saveSpy).not.toHaveBeenCalled()
  })

  it("fills the slug from the title while the post is new, even over an edited slug", () => {
    renderEditor()
    type(POSTS.fieldTitle, "Botox & Fillers: 2025 Guide")
    expect(field(POSTS.fieldSlug).value).toBe("botox-and-fillers-2025-guide")
    type(POSTS.fieldSlug, "custom")
    type(POSTS.fieldTitle, "New Title")
    expect(field(POSTS.fieldSlug).value).toBe("new-title")
  })

  it("keeps an existing post's slug, but fills it when it was emptied", () => {
    renderEditor({ id: NEW_ID, initial: toPostFormValues({ title: "Old", slug: "old-slug" }) })
    type(POSTS.fieldTitle, "Brand New Title")
    expect(field(POSTS.fieldSlug).value).toBe("old-slug")
    type(POSTS.fieldSlug, "")
    type(POSTS.fieldTitle, "Brand New Title!")
    expect(field(POSTS.fieldSlug).value).toBe("brand-new-title")
  })

  it("sends the raw form values, navigates to the new post and toasts 'Post created successfully'", async () => {
    const { saveSpy } = renderEditor()
    type(POSTS.fieldTitle, "Hello World")
    type(POSTS.fieldTags, " a, , b ")
    await submit()
    await expectToast("Success", POSTS.created)
    expect(saveSpy).toHaveBeenCalledWith(null, expect.objectContaining({ title: "Hello World", slug: "hello-world", tags: " a, , b " }))
    // Typing pushed the unsaved-changes sentinel entry; the new post takes its place in the history.
    expect(replace).toHaveBeenCalledWith(`/admin/posts/${NEW_ID}`)
    expect(push).not.toHaveBeenCalled()
  })

  it("toasts 'Post updated successfully' for an existing post, without navigating", async () => {
    renderEditor({ id: NEW_ID, initial: toPostFormValues({ title: "T", slug: "t" }) })
    await submit()
    await expectToast("Success", POSTS.updated)
    expect(push).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
  })

  it("toasts Error / 'Failed to save post' and puts the server's field error under the slug", async () => {
    renderEditor({ save: async () => ({ ok: false, error: "Slug already in use", fieldErrors: { slug: ["Slug already in use"] } }) })
    type(POSTS.fieldTitle, "Taken")
    await submit()
    await expectToast("Error", POSTS.saveFailed)
    expect(screen.getByText("Slug already in use")).toBeTruthy()
    expect(field(POSTS.fieldSlug).getAttribute("aria-invalid")).toBe("true")
    expect(push).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
  })

  it("toasts Error / 'Failed to save post' when the action itself throws", async () => {
    renderEditor({
      save: async () => {
        throw new Error("network down")
      },
    })
    type(POSTS.fieldTitle, "Boom")
    await submit()
    await expectToast("Error", POSTS.saveFailed)
  })

  it("uploads a featured image: 'Image uploaded successfully', preview, then Remove Image", async () => {
    renderEditor()
    expect(screen.getByText(POSTS.noImage)).toBeTruthy()
    await act(async () => {
      fireEvent.change(screen.getByTestId("featured-image-input"), { target: { files: [new File(["png"], "a.png", { type: "image/png" })] } })
    })
    await expectToast("Success", POSTS.imageUploaded)
    expect(screen.getByRole("img", { name: POSTS.featuredImage }).getAttribute("src")).toBe("/api/uploads/a.png")
    fireEvent.click(screen.getByRole("button", { name: POSTS.removeImage }))
    expect(screen.getByText(POSTS.noImage)).toBeTruthy()
  })

  it("toasts Error / 'Failed to upload image' when the upload fails", async () => {
    renderEditor({ upload: async () => ({ ok: false, error: "Featured images must be JPG, PNG, GIF or WebP files" }) })
    await act(async () => {
      fireEvent.change(screen.getByTestId("featured-image-input"), { target: { files: [new File(["x"], "a.png")] } })
    })
    await expectToast("Error", POSTS.imageUploadFailed)
    expect(screen.getByRole("alert").textContent).toBe("Featured images must be JPG, PNG, GIF or WebP files")
    expect(screen.getByText(POSTS.noImage)).toBeTruthy()
  })

  it("shows 'Uploading...' while the image uploads", async () => {
    let finish: () => void = () => {}
    renderEditor({ upload: () => new Promise((resolve) => (finish = () => resolve({ ok: false, error: "x" }))) })
    await act(async () => {
      fireEvent.change(screen.getByTestId("featured-image-input"), { target: { files: [new File(["x"], "a.png")] } })
    })
    expect(screen.getByRole("button", { name: POSTS.uploading })).toBeTruthy()
    await act(async () => finish())
    await waitFor(() => expect(screen.getByRole("button", { name: POSTS.uploadImage })).toBeTruthy())
  })

  it("shows 'Saving...' while saving and counts the meta fields", async () => {
    let finish: () => void = () => {}
    renderEditor({ save: () => new Promise((resolve) => (finish = () => resolve({ ok: false, error: "x" }))) })
    type(POSTS.fieldTitle, "Title")
    type(POSTS.fieldMetaTitle, "x".repeat(61))
    expect(screen.getByTestId("meta_title-count").textContent).toContain("61 / 60")
    await submit()
    expect(screen.getByRole("button", { name: "Saving..." })).toBeTruthy()
    await act(async () => finish())
  })
})
