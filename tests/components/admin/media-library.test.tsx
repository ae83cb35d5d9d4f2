import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { MEDIA, tooLargeMessage } from "@/lib/copy/media"
import { Toaster } from "@/components/ui/sonner"
import type { DeleteAction, MediaItem } from "@/lib/data/admin/views"
import type { UploadAction } from "@/components/admin/upload-client"

import { dismissAllToasts, expectToast } from "../../helpers/toast"

afterEach(dismissAllToasts)

const refresh = vi.fn()
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }))
vi.spyOn(console, "error").mockImplementation(() => {})

const { MediaLibrary } = await import("@/components/admin/media-library")

const meta = { alt: "", caption: "", width: null, height: null, usedCount: 0, createdAt: "2026-11-22T10:00:00.000Z" }
const photo: MediaItem = { id: "m1", name: "team-photo.webp", size: 204_800, url: "/api/uploads/a.webp", absoluteUrl: "http://localhost:3000/api/uploads/a.webp", isImage: true, ...meta }
const pdf: MediaItem = { id: "m2", name: "brochure.pdf", size: 1_536, url: "/api/uploads/b.pdf", absoluteUrl: "http://localhost:3000/api/uploads/b.pdf", isImage: false, ...meta }

const ok = <T,>(data: T) => ({ ok: true as const, data })
const fail = { ok: false as const, error: "storage unavailable" }

type Actions = { upload?: UploadAction; remove?: DeleteAction }

function renderLibrary(items: MediaItem[], actions: Actions = {}) {
  const upload = vi.fn(actions.upload ?? (async () => ok({ id: "x", name: "x", size: 1, url: "/x" })))
  const remove = vi.fn(actions.remove ?? (async () => ok(undefined)))
  render(
    <>
      <MediaLibrary items={items} maxBytes={1024 * 1024} upload={upload} remove={remove} />
      <Toaster />
    </>,
  )
  return { upload, remove }
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId("media-file-input"), { target: { files: [file] } })
}

beforeEach(() => refresh.mockClear())

describe("MediaLibrary", () => {
  it("shows the empty state with 'Upload Your First File'", () => {
    renderLibrary([])
    expect(screen.getByText(MEDIA.empty)).toBeTruthy()
    expect(screen.getByRole("button", { name: MEDIA.uploadFirst })).toBeTruthy()
  })

  it("shows a thumbnail for image names, a file icon otherwise, and sizes in KB", () => {
    renderLibrary([photo, pdf])
    const cards = screen.getAllByTestId("media-card")
    expect(within(cards[0]!).getByRole("img", { name: photo.name })).toBeTruthy()
    expect(within(cards[0]!).getByText("200 KB")).toBeTruthy()
    expect(within(cards[1]!).getByTestId("file-icon")).toBeTruthy()
    expect(within(cards[1]!).getByText("2 KB")).toBeTruthy()
  })

  it("uploads a file, toasts 'File uploaded successfully' and reloads the list", async () => {
    const { upload } = renderLibrary([])
    await act(async () => chooseFile(new File(["hello"], "notes.txt", { type: "text/plain" })))
    await expectToast("Success", MEDIA.uploaded)
    expect(upload).toHaveBeenCalledOnce()
    expect(refresh).toHaveBeenCalled()
  })

  it("toasts Error / 'Failed to upload file' when the upload fails", async () => {
    renderLibrary([], { upload: async () => fail })
    await act(async () => chooseFile(new File(["hello"], "notes.txt")))
    await expectToast("Error", MEDIA.uploadFailed)
    expect(refresh).not.toHaveBeenCalled()
  })

  it("refuses a file over the limit before uploading, with a clear message", async () => {
    const { upload } = renderLibrary([])
    await act(async () => chooseFile(new File([new Uint8Array(1024 * 1024 + 1)], "big.bin")))
    await expectToast("Error", MEDIA.uploadFailed)
    expect(screen.getByRole("alert").textContent).toBe(tooLargeMessage(1024 * 1024))
    expect(upload).not.toHaveBeenCalled()
  })

  it("deletes after confirmation and toasts 'File deleted successfully'", async () => {
    const { remove } = renderLibrary([photo])
    fireEvent.click(screen.getByRole("button", { name: `${MEDIA.deleteFile}: ${photo.name}` }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText(MEDIA.deleteDescription)).toBeTruthy()
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })))
    await expectToast("Success", MEDIA.deleted)
    expect(remove).toHaveBeenCalledWith("m1")
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })

  it("toasts Error / 'Failed to delete file' when the delete fails", async () => {
    renderLibrary([photo], { remove: async () => fail })
    fireEvent.click(screen.getByRole("button", { name: `${MEDIA.deleteFile}: ${photo.name}` }))
    const dialog = await screen.findByRole("alertdialog")
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })))
    await expectToast("Error", MEDIA.deleteFailed)
  })

  it("copies the absolute URL with a toast", async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    renderLibrary([pdf])
    await act(async () => fireEvent.click(screen.getByRole("button", { name: MEDIA.copyUrl })))
    expect(writeText).toHaveBeenCalledWith(pdf.absoluteUrl)
    await expectToast("Success", MEDIA.urlCopied)
  })

  it("without a configured site URL, copies the address on the origin the admin is using", async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    renderLibrary([{ ...pdf, absoluteUrl: null }])
    await act(async () => fireEvent.click(screen.getByRole("button", { name: MEDIA.copyUrl })))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/uploads/b.pdf`)
  })
})
