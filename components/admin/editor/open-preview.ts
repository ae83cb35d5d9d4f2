import type { ContentKind } from "@/lib/domain/types"
import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"

import { toastError } from "../toasts"

type PreviewRequest = { kind: ContentKind; id: string | null; values: unknown }

/**
 * Reserves the preview tab at the click itself (a tab opened after the form's async validation and the request
 * would be taken for an unwanted popup). The returned function sends the unsaved state to /api/preview, which
 * checks the admin and answers with the public URL to show in that tab; null (invalid form) closes the tab.
 */
export function reservePreviewTab(): (request: PreviewRequest | null) => Promise<void> {
  const tab = window.open("about:blank", "_blank")
  return async (request) => {
    if (!request) return void tab?.close()
    try {
      const response = await fetch("/api/preview", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
      })
      const result = (await response.json()) as { ok: boolean; data?: { url: string }; error?: string }
      if (!result.ok || !result.data) throw new Error(result.error ?? PREVIEW_MESSAGES.failed)
      if (tab) tab.location.href = result.data.url
      else window.open(result.data.url, "_blank")
    } catch (error) {
      tab?.close()
      toastError(PREVIEW_MESSAGES.failed, error)
    }
  }
}
