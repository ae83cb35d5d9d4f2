"use client"

import { useEffect, useState } from "react"

import { REVISION_MESSAGES } from "@/lib/copy/revisions"
import { REVISIONS_KEPT } from "@/lib/domain/revisions/summary"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog"

import { LastEdited } from "../../last-edited"
import { toastError, toastSuccess } from "../../toasts"
import { ChangesView } from "./changes-view"
import { formatDateTime } from "./format"
import type { FormValues, RevisionItem } from "@/lib/data/admin/editor-safety-types"
import type { EditorSafety } from "./use-editor-safety"

/** The saved versions of the record, newest first; one opens as a diff against the editor and can be restored. */
export function HistoryPanel({ safety }: { safety: EditorSafety }) {
  const { kind, id, actions, historyKey, lastEdited } = safety
  const [items, setItems] = useState<RevisionItem[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [open, setOpen] = useState<{ item: RevisionItem; values: FormValues | null } | null>(null)

  useEffect(() => {
    if (!actions || !id) return
    let active = true
    actions
      .listRevisions(kind, id)
      .then((r) => {
        if (!active) return
        setFailed(!r.ok)
        if (r.ok) setItems(r.data)
      })
      .catch(() => active && setFailed(true))
    return () => {
      active = false
    }
  }, [actions, id, kind, historyKey])

  if (!actions || !id) return null

  async function openItem(item: RevisionItem) {
    setOpen({ item, values: null })
    try {
      const r = await actions!.getRevision(kind, id!, item.id)
      if (!r.ok) {
        setOpen(null)
        return toastError(r.error)
      }
      setOpen({ item, values: r.data.values })
    } catch (error) {
      setOpen(null)
      toastError(REVISION_MESSAGES.historyLoadFailed, error)
    }
  }

  return (
    <Card className="gap-4" data-testid="history-panel">
      <CardHeader>
        <CardTitle>{REVISION_MESSAGES.history}</CardTitle>
        {lastEdited ? <LastEdited by={lastEdited.by} at={lastEdited.at} /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-xs text-muted-foreground">{REVISION_MESSAGES.historyHelp(REVISIONS_KEPT)}</p>
        {failed ? <p className="text-sm text-destructive">{REVISION_MESSAGES.historyLoadFailed}</p> : null}
        {items && items.length === 0 ? <p className="text-sm text-muted-foreground">{REVISION_MESSAGES.historyEmpty}</p> : null}
        {items && items.length > 0 ? (
          <ol className="flex max-h-80 flex-col divide-y overflow-y-auto rounded border" data-testid="revision-list">
            {items.map((item) => (
              <li key={item.id} data-testid="revision">
                <button type="button" className="flex w-full flex-col items-start gap-0.5 px-3 py-2 text-left text-sm hover:bg-muted/50" onClick={() => openItem(item)}>
                  <span className="font-medium">{formatDateTime(item.createdAt)}</span>
                  <span className="text-xs text-muted-foreground">{REVISION_MESSAGES.by(item.author, item.version)}</span>
                  <span className="text-xs">{item.summary}</span>
                </button>
              </li>
            ))}
          </ol>
        ) : null}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-3xl" data-testid="revision-dialog">
          <DialogHeader>
            <DialogTitle>{open ? formatDateTime(open.item.createdAt) : ""}</DialogTitle>
            <DialogDescription>
              {open ? `${REVISION_MESSAGES.by(open.item.author, open.item.version)} · ${open.item.summary}` : ""}
            </DialogDescription>
          </DialogHeader>
          {open?.values ? (
            <ChangesView
              before={open.values}
              after={safety.values()}
              beforeLabel={REVISION_MESSAGES.compareLeft}
              afterLabel={REVISION_MESSAGES.compareRight}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(null)}>
              {REVISION_MESSAGES.close}
            </Button>
            <Button
              type="button"
              disabled={!open?.values}
              onClick={() => {
                if (!open?.values) return
                safety.restoreRevision(open.values)
                setOpen(null)
                toastSuccess(REVISION_MESSAGES.restoredText, REVISION_MESSAGES.restoredTitle)
              }}
            >
              {REVISION_MESSAGES.restore}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
