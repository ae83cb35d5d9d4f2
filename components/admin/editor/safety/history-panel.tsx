"use client"

import { useEffect, useState } from "react"

import { REVIEW_HISTORY } from "@/lib/copy/medical-review"
import { REVISION_MESSAGES } from "@/lib/copy/revisions"
import { REVISIONS_KEPT } from "@/lib/domain/revisions/summary"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog"

import { LastEdited } from "../../last-edited"
import { toastError, toastSuccess } from "../../toasts"
import { ChangesView } from "./changes-view"
import { formatDateTime } from "./format"
import type { FormValues, ReviewStepItem, RevisionItem } from "@/lib/data/admin/editor-safety-types"
import type { EditorSafety } from "./use-editor-safety"

type Entry = { kind: "revision"; at: string; item: RevisionItem } | { kind: "review"; at: string; step: ReviewStepItem }

/** Saved versions and medical review steps in one list, newest first. */
function merged(items: RevisionItem[], steps: ReviewStepItem[]): Entry[] {
  const entries: Entry[] = [
    ...items.map((item): Entry => ({ kind: "revision", at: item.createdAt, item })),
    ...steps.map((step): Entry => ({ kind: "review", at: step.at, step })),
  ]
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}

/** Who a review step names: the member who asked, or the reviewer; a reminder is sent to someone. */
function stepWho(step: ReviewStepItem): string {
  if (!step.who) return ""
  return step.kind === "reminder" ? REVIEW_HISTORY.to(step.who) : REVIEW_HISTORY.by(step.who)
}

/**
 * The saved versions of the record and its medical review steps (requested, opened, approved…), newest first; a
 * version opens as a diff against the editor and can be restored.
 */
export function HistoryPanel({ safety }: { safety: EditorSafety }) {
  const { kind, id, actions, historyKey, lastEdited } = safety
  const [items, setItems] = useState<RevisionItem[] | null>(null)
  const [steps, setSteps] = useState<ReviewStepItem[]>([])
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
    actions
      .listReviewSteps?.(kind, id)
      .then((r) => {
        if (active && r.ok) setSteps(r.data)
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
        {items && items.length === 0 && steps.length === 0 ? <p className="text-sm text-muted-foreground">{REVISION_MESSAGES.historyEmpty}</p> : null}
        {items && items.length + steps.length > 0 ? (
          <ol className="flex max-h-80 flex-col divide-y overflow-y-auto rounded border" data-testid="revision-list">
            {merged(items, steps).map((entry) =>
              entry.kind === "revision" ? (
                <li key={entry.item.id} data-testid="revision">
                  <button
                    type="button"
                    className="flex w-full flex-col items-start gap-0.5 px-3 py-2 text-left text-sm hover:bg-muted/50"
                    onClick={() => openItem(entry.item)}
                  >
                    <span className="font-medium">{formatDateTime(entry.item.createdAt)}</span>
                    <span className="text-xs text-muted-foreground">{REVISION_MESSAGES.by(entry.item.author, entry.item.version)}</span>
                    <span className="text-xs">{entry.item.summary}</span>
                  </button>
                </li>
              ) : (
                <li key={entry.step.id} data-testid="review-step" data-step={entry.step.kind} className="flex flex-col gap-0.5 bg-muted/30 px-3 py-2 text-sm">
                  <span className="font-medium">{formatDateTime(entry.step.at)}</span>
                  <span className="text-xs font-medium">{REVIEW_HISTORY[entry.step.kind]}</span>
                  {entry.step.who ? <span className="text-xs text-muted-foreground">{stepWho(entry.step)}</span> : null}
                  {entry.step.comment ? <span className="text-xs italic">{REVIEW_HISTORY.comment(entry.step.comment)}</span> : null}
                </li>
              ),
            )}
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
