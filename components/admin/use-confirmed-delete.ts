"use client"

import { useState, useTransition } from "react"

import { toastError, toastSuccess } from "./toasts"
import type { ActionResult, DeleteAction } from "@/lib/data/admin/views"

/**
 * A row's Delete behind ConfirmDeleteDialog: `ask` opens the dialog for a row; confirming calls `remove` and says
 * how it went; the dialog closes once the attempt ends, success or not. `dialog` is the dialog's own props.
 */
export function useConfirmedDelete<T extends { id: string }>(
  remove: DeleteAction,
  text: { failed: string; deleted: string },
  /** Runs with the answer, before its toast. */
  onResult?: (result: ActionResult) => void,
) {
  const [target, setTarget] = useState<T | null>(null)
  const [pending, startTransition] = useTransition()

  function onConfirm() {
    const item = target
    if (!item) return
    startTransition(async () => {
      try {
        const result = await remove(item.id)
        onResult?.(result)
        if (!result.ok) toastError(text.failed, result.error)
        else toastSuccess(text.deleted)
      } catch (error) {
        toastError(text.failed, error)
      } finally {
        setTarget(null)
      }
    })
  }

  return {
    ask: setTarget,
    pending,
    dialog: { open: target !== null, onOpenChange: (open: boolean) => (open ? undefined : setTarget(null)), pending, onConfirm },
  }
}
