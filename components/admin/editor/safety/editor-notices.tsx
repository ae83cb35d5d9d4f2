"use client"

import { useState } from "react"

import { REVISION_MESSAGES } from "@/lib/copy/revisions"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"

import { ChangesView } from "./changes-view"
import { ConflictDialog } from "./conflict-dialog"
import { formatDateTime } from "./format"
import type { EditorSafety } from "./use-editor-safety"

type EditorNoticesProps = { safety: EditorSafety; retry: () => void }

/** Above the form: who else is editing, an unsaved browser copy to restore, a save that did not reach the server. */
export function EditorNotices({ safety, retry }: EditorNoticesProps) {
  const { others, draftOffer, offline, kind } = safety
  const [showDraftDiff, setShowDraftDiff] = useState(false)
  const any = others.length > 0 || draftOffer || offline
  return (
    <>
      {any ? (
        <div className="flex flex-col gap-3 lg:col-span-3">
          {others.map((email) => (
            <div key={email} role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="presence-notice">
              {REVISION_MESSAGES.alsoEditing(email, kind)}
            </div>
          ))}
          {draftOffer ? (
            <Alert data-testid="draft-offer">
              <AlertTitle>{REVISION_MESSAGES.draftFound(formatDateTime(draftOffer.savedAt))}</AlertTitle>
              <AlertDescription>
                <p>
                  {REVISION_MESSAGES.draftDiffers} {draftOffer.fields.join(", ")}
                </p>
                <div className="flex flex-wrap gap-2 pt-1">
                  <Button type="button" size="sm" onClick={() => safety.restoreDraft()}>
                    {REVISION_MESSAGES.draftRestore}
                  </Button>
                  <Button type="button" size="sm" variant="outline" onClick={() => safety.discardDraft()}>
                    {REVISION_MESSAGES.draftDiscard}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setShowDraftDiff((v) => !v)} aria-expanded={showDraftDiff}>
                    {REVISION_MESSAGES.conflictShowDiff}
                  </Button>
                </div>
                {showDraftDiff ? (
                  <div className="w-full pt-2">
                    <ChangesView before={safety.savedValues()} after={draftOffer.values} beforeLabel="Saved" afterLabel="Unsaved changes" />
                  </div>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          {offline ? (
            <Alert variant="destructive" data-testid="save-offline">
              <AlertDescription>
                <p>{REVISION_MESSAGES.saveOffline}</p>
                <Button type="button" size="sm" variant="outline" onClick={retry}>
                  {REVISION_MESSAGES.retry}
                </Button>
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
      ) : null}
      <ConflictDialog safety={safety} retry={retry} />
    </>
  )
}
