import { screen, within } from "@testing-library/react"
import { toast } from "sonner"
import { expect } from "vitest"

/** Waits for a sonner toast with this description and checks its title. */
export async function expectToast(title: string, description: string): Promise<HTMLElement> {
  const text = await screen.findByText(description)
  const item = text.closest("[data-sonner-toast]") as HTMLElement | null
  expect(item, `toast for "${description}"`).toBeTruthy()
  expect(within(item as HTMLElement).getByText(title)).toBeTruthy()
  return item as HTMLElement
}

/** sonner keeps its toasts in module state and replays active ones to a new <Toaster/>: clear between tests. */
export function dismissAllToasts() {
  toast.dismiss()
}
