import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { PEOPLE_UI } from "@/lib/copy/people"
import { Toaster } from "@/components/ui/sonner"
import type { DeleteAction } from "@/lib/data/admin/views"

import { dismissAllToasts, expectToast } from "../../helpers/toast"

afterEach(dismissAllToasts)
vi.spyOn(console, "error").mockImplementation(() => {})

const { PeopleList } = await import("@/components/admin/people/people-list")

const ana = { id: "p1", name: "Dr. Ana Lima", slug: "ana-lima", credentials: "DDS", jobTitle: "Dentist" }
const refusal = "Dr. Ana Lima is named on posts: Whitening 101"

async function deleteAna() {
  fireEvent.click(screen.getByRole("button", { name: `Delete ${ana.name}` }))
  const dialog = await screen.findByRole("alertdialog")
  expect(within(dialog).getByText(PEOPLE_UI.deleteDescription)).toBeTruthy()
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })))
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
}

describe("PeopleList", () => {
  it("keeps a refused delete's reason on screen until a delete goes through", async () => {
    const remove = vi.fn<DeleteAction>().mockResolvedValueOnce({ ok: false, error: refusal }).mockResolvedValueOnce({ ok: true, data: undefined })
    render(
      <>
        <PeopleList rows={[ana]} remove={remove} />
        <Toaster />
      </>,
    )
    await deleteAna()
    await expectToast("Error", PEOPLE_UI.deleteFailed)
    expect(screen.getByTestId("person-delete-refused").textContent).toBe(refusal)
    await deleteAna()
    await expectToast("Success", PEOPLE_UI.deleted)
    expect(screen.queryByTestId("person-delete-refused")).toBeNull()
    expect(remove).toHaveBeenCalledTimes(2)
    expect(remove).toHaveBeenCalledWith("p1")
  })
})
