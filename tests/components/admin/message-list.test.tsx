import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { INBOX } from "@/lib/copy/inbox"
import { Toaster } from "@/components/ui/sonner"
import { MessageList } from "@/components/admin/message-list"
import type { ActionResult, MessageItem } from "@/lib/data/admin/views"

import { dismissAllToasts, expectToast } from "../../helpers/toast"

afterEach(dismissAllToasts)
vi.spyOn(console, "error").mockImplementation(() => {})

const base = { kind: "contact", resource: null, possibleSpam: false, spamReason: "", delivery: { state: "none" }, locale: "en" } as const
const unread: MessageItem = { ...base, id: "a", name: "Dana", email: "dana@clinic.test", message: "Hi,\nwe need help.", read: false, createdAt: "2025-03-01T10:00:00Z" }
const read: MessageItem = {
  id: "b",
  kind: "contact",
  resource: null,
  name: "Lee",
  email: "lee@spa.test",
  message: "Thanks!",
  read: true,
  createdAt: "2025-02-01T10:00:00Z",
  possibleSpam: true,
  spamReason: "sent 1.2 s after the page opened",
  delivery: { state: "retrying", attempts: 2, lastError: "connect ECONNREFUSED 127.0.0.1:2525", nextAttemptAt: "2025-02-01T10:04:00Z" },
  locale: "es",
}
const ok = async (): Promise<ActionResult> => ({ ok: true, data: undefined })
const fail = async (): Promise<ActionResult> => ({ ok: false, error: "db down" })

function renderList(markRead = vi.fn(ok), remove = vi.fn(ok)) {
  render(
    <>
      <MessageList items={[unread, read]} markRead={markRead} remove={remove} />
      <Toaster />
    </>,
  )
  return { markRead, remove }
}

describe("MessageList", () => {
  it("marks a lead in another language than English with that language's name", () => {
    renderList()
    const [first, second] = screen.getAllByTestId("message-item")
    expect(within(first!).queryByTestId("language-badge")).toBeNull()
    expect(within(second!).getByTestId("language-badge").textContent).toBe("Spanish")
  })

  it("marks unread messages and offers the matching action", () => {
    renderList()
    const [first, second] = screen.getAllByTestId("message-item")
    expect(within(first!).getByTestId("unread-badge").textContent).toBe(INBOX.unread)
    expect(within(first!).getByRole("link", { name: unread.email }).getAttribute("href")).toBe(`mailto:${unread.email}`)
    expect(within(first!).getByRole("button", { name: INBOX.markRead })).toBeTruthy()
    expect(within(second!).queryByTestId("unread-badge")).toBeNull()
    expect(within(second!).getByRole("button", { name: INBOX.markUnread })).toBeTruthy()
  })

  it("shows the possible-spam mark with its reason, the notification state, and links each message to its page", () => {
    renderList()
    const [first, second] = screen.getAllByTestId("message-item")
    expect(within(first!).queryByText("Possible spam")).toBeNull()
    expect(within(first!).getByTestId("delivery-badge").textContent).toBe("Not notified")
    expect(within(second!).getByText("Possible spam").getAttribute("title")).toBe("sent 1.2 s after the page opened")
    const badge = within(second!).getByTestId("delivery-badge")
    expect(badge.textContent).toBe("Retrying")
    expect(badge.getAttribute("title")).toBe("connect ECONNREFUSED 127.0.0.1:2525")
    expect(within(second!).getByRole("link", { name: "Open message from Lee" }).getAttribute("href")).toBe("/admin/messages/b")
  })

  it("marks a download request as such; its text names the resource", () => {
    const request: MessageItem = {
      ...unread,
      id: "c",
      kind: "download",
      resource: { slug: "patient-journey-map", title: "Patient Journey Map" },
      message: "Download request: Patient Journey Map",
    }
    render(<MessageList items={[request, read]} markRead={vi.fn(ok)} remove={vi.fn(ok)} />)
    const [first, second] = screen.getAllByTestId("message-item")
    expect(within(first!).getByTestId("download-request-badge").textContent).toBe("Download request")
    expect(first!.textContent).toContain("Download request: Patient Journey Map")
    expect(within(second!).queryByTestId("download-request-badge")).toBeNull()
  })

  it("marks a message as read through the action", async () => {
    const { markRead } = renderList()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: INBOX.markRead })))
    expect(markRead).toHaveBeenCalledWith("a", true)
  })

  it("toasts an Error when marking fails", async () => {
    renderList(vi.fn(fail))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: INBOX.markRead })))
    await expectToast("Error", INBOX.markFailed)
  })

  it("deletes after confirmation; Cancel does not", async () => {
    const { remove } = renderList()
    fireEvent.click(screen.getByRole("button", { name: `${INBOX.deleteMessage}: Dana` }))
    let dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText(INBOX.deleteDescription)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(remove).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole("button", { name: `${INBOX.deleteMessage}: Dana` }))
    dialog = await screen.findByRole("alertdialog")
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })))
    await expectToast("Success", INBOX.deleted)
    expect(remove).toHaveBeenCalledWith("a")
  })

  it("toasts an Error when the delete fails", async () => {
    renderList(vi.fn(ok), vi.fn(fail))
    fireEvent.click(screen.getByRole("button", { name: `${INBOX.deleteMessage}: Lee` }))
    const dialog = await screen.findByRole("alertdialog")
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })))
    await expectToast("Error", INBOX.deleteFailed)
  })
})
