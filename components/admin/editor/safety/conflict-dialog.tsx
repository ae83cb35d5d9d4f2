"use client"

import { useState } from "react"

import { REVISION_MESSAGES } from "@/lib/copy/revisions"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog"

import { toastError } from "../../toasts"
import { ChangesView } from "./changes-view"
import { formatDateTime } from "./format"
import type { StoredState } from "@/lib/data/admin/editor-safety-types"
import type { EditorSafety } from "./use-editor-safety"

type ConflictDialogProps = { safety: EditorSafety; retry: () => void }

/** Someone saved after this editor loaded: see the difference, take their version, or overwrite it on purpose. */
export function ConflictDialog({ safety, retry }: ConflictDialogProps) {
  const { conflict, kind, id, actions } = safety
  const [theirs, setTheirs] = useState<StoredState | null>(null)
  const [busy, setBusy] = useState(false)

  async function loadTheirs(): Promise<StoredState | null> {
    if (!actions || !id) return null
    setBusy(true)
    try {
      const result = await actions.getStored(kind, id)
      if (!result.ok) {
        toastError(result.error)
        return null
      }
      return result.data
    } catch (error) {
      toastError(REVISION_MESSAGES.saveOffline, error)
      return null
    } finally {
      setBusy(false)
    }
  }

  const close = () => {
    setTheirs(null)
    safety.dismissConflict()
  }

  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-3xl" data-testid="conflict-dialog">
        <DialogHeader>
          <DialogTitle>{REVISION_MESSAGES.conflictTitle}</DialogTitle>
          <DialogDescription>
            {conflict ? REVISION_MESSAGES.conflictText(conflict.savedBy, kind, formatDateTime(conflict.savedAt)) : null}
          </DialogDescription>
        </DialogHeader>
        {theirs && conflict ? (
          <ChangesView
            before={theirs.values}
            after={conflict.mine}
            beforeLabel={REVISION_MESSAGES.conflictTheirs}
            afterLabel={REVISION_MESSAGES.conflictMine}
          />
        ) : null}
        <DialogFooter className="flex-wrap gap-2">
          <Button type="button" variant="ghost" onClick={close}>
            {REVISION_MESSAGES.conflictCancel}
          </Button>
          {theirs ? null : (
            <Button type="button" variant="outline" disabled={busy} onClick={async () => setTheirs(await loadTheirs())}>
              {REVISION_MESSAGES.conflictShowDiff}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={async () => {
              const stored = theirs ?? (await loadTheirs())
              if (!stored) return
              setTheirs(null)
              safety.reloadTheirs(stored)
            }}
          >
            {REVISION_MESSAGES.conflictReload}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            onClick={() => {
              setTheirs(null)
              safety.overwrite()
              retry()
            }}
          >
            {REVISION_MESSAGES.conflictOverwrite}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
