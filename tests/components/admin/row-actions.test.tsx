import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { DIALOG } from "@/lib/copy/common"
import { PAGES } from "@/lib/copy/pages"
import { POSTS } from "@/lib/copy/posts"
import { Toaster } from "@/components/ui/sonner"
import { RowActions } from "@/components/admin/row-actions"

import { dismissAllToasts, expectToast } from "../../helpers/toast"

afterEach(dismissAllToasts)

vi.spyOn(console, "error").mockImplementation(() => {})

function openMenu() {
  const trigger = screen.getByTestId("row-actions")
  trigger.focus()
  fireEvent.keyDown(trigger, { key: "Enter" })
  return screen.getByRole("menu")
}

function setup(kind: "post" | "page", { published = false, toggleOk = true, deleteOk = true } = {}) {
  const togglePublished = vi.fn(async (_id: string, next: boolean) =>
    toggleOk ? { ok: true as const, data: { published: next } } : { ok: false as const, error: "database unavailable" },
  )
  const remove = vi.fn(async () => (deleteOk ? { ok: true as const, data: undefined } : { ok: false as const, error: "database unavailable" }))
  render(
    <>
      <RowActions kind={kind} id="id-1" title="Hello" published={published} version={4} editHref="/admin/posts/id-1" togglePublished={togglePublished} remove={remove} />
      <Toaster />
    </>,
  )
  return { togglePublished, remove }
}

describe("RowActions", () => {
  it("offers Edit, Publish and Delete for a draft, Unpublish for a published row", () => {
    setup("post")
    const menu = openMenu()
    expect(within(menu).getByRole("menuitem", { name: "Edit" }).getAttribute("href")).toBe("/admin/posts/id-1")
    expect(within(menu).getByRole("menuitem", { name: "Publish" })).toBeTruthy()
    expect(within(menu).getByRole("menuitem", { name: "Delete" })).toBeTruthy()
  })

  it("toasts 'Status updated' / 'Post is now published' after a successful publish", async () => {
    const { togglePublished } = setup("post")
    fireEvent.click(within(openMenu()).getByRole("menuitem", { name: "Publish" }))
    await expectToast("Status updated", POSTS.nowPublished)
    expect(togglePublished).toHaveBeenCalledWith("id-1", true, 4)
  })

  it("toasts 'Page is now unpublished' when a published page is unpublished", async () => {
    setup("page", { published: true })
    fireEvent.click(within(openMenu()).getByRole("menuitem", { name: "Unpublish" }))
    await expectToast("Status updated", PAGES.nowUnpublished)
  })

  it.each([
    ["post", POSTS.statusFailed],
    ["page", PAGES.statusFailed],
  ] as const)("toasts Error / the spec's text when the %s status update fails", async (kind, text) => {
    setup(kind, { toggleOk: false })
    fireEvent.click(within(openMenu()).getByRole("menuitem", { name: "Publish" }))
    await expectToast("Error", text)
  })

  it("Cancel closes the delete dialog without deleting", async () => {
    const { remove } = setup("post")
    fireEvent.click(within(openMenu()).getByRole("menuitem", { name: "Delete" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText(DIALOG.title)).toBeTruthy()
    expect(within(dialog).getByText(POSTS.deleteDescription)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(remove).not.toHaveBeenCalled()
  })

  it.each([
    ["post", POSTS.deletedTitle, POSTS.deletedDescription],
    ["page", PAGES.deletedTitle, PAGES.deletedDescription],
  ] as const)("deletes a %s after confirmation and toasts its spec text", async (kind, title, description) => {
    const { remove } = setup(kind)
    fireEvent.click(within(openMenu()).getByRole("menuitem", { name: "Delete" }))
    const dialog = await screen.findByRole("alertdialog")
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })))
    await expectToast(title, description)
    expect(remove).toHaveBeenCalledWith("id-1")
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })

  it.each([
    ["post", POSTS.deleteFailed],
    ["page", PAGES.deleteFailed],
  ] as const)("closes the dialog and toasts Error when the %s delete fails", async (kind, text) => {
    setup(kind, { deleteOk: false })
    fireEvent.click(within(openMenu()).getByRole("menuitem", { name: "Delete" }))
    const dialog = await screen.findByRole("alertdialog")
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })))
    await expectToast("Error", text)
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })
})
