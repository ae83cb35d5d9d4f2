"use client"

import { useCallback, useEffect, useRef, useState } from "react"
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form"

import type { ConflictInfo } from "@/lib/domain/errors"
import { changedFieldLabels } from "@/lib/domain/revisions/diff"

import type { ActionResult } from "@/lib/data/admin/views"
import type { SaveAction, SavedRecord } from "../types"
import { draftKey, readDraft, removeDraft, writeDraft, type LocalDraft } from "./local-draft"
import type { ContentKind, EditorSafetyProps, FormValues } from "@/lib/data/admin/editor-safety-types"

/** How often unsaved changes are copied to the browser, and how often an open editor says it is still open. */
const DRAFT_EVERY_MS = 3_000
const HEARTBEAT_EVERY_MS = 20_000

export type EditorSafety = ReturnType<typeof useEditorSafety>

/**
 * Everything that keeps an editor's work safe, around a react-hook-form form: the version the form started from
 * (sent with each save, so a save over someone else's newer one is refused), the conflict that follows, a failed
 * save kept for retry, the browser copy of unsaved changes, and who else has the record open.
 */
export function useEditorSafety<T extends FieldValues, C, R>(opts: {
  kind: ContentKind
  id: string | null
  form: UseFormReturn<T, C, R>
  props: EditorSafetyProps | undefined
}) {
  const { kind, id, form, props } = opts
  const enabled = Boolean(props?.userId)
  const key = props ? draftKey(props.userId, kind, id) : ""
  const expected = useRef<number | null>(props && props.version > 0 ? props.version : null)
  const [lastEdited, setLastEdited] = useState(props?.lastEdited ?? null)
  const [conflict, setConflict] = useState<(ConflictInfo & { mine: FormValues }) | null>(null)
  const [offline, setOffline] = useState(false)
  const [others, setOthers] = useState<string[]>([])
  const [draftOffer, setDraftOffer] = useState<(LocalDraft & { fields: string[] }) | null>(null)
  const [historyKey, setHistoryKey] = useState(0)
  const dirty = useRef(false)
  const isDirty = form.formState.isDirty
  useEffect(() => {
    dirty.current = isDirty
  }, [isDirty])
  const offerPending = useRef(false)
  // A router refresh hands in new action references; the heartbeat keeps running on the latest ones.
  const actionsRef = useRef(props?.actions)
  useEffect(() => {
    actionsRef.current = props?.actions
  })

  const values = useCallback(() => form.getValues() as FormValues, [form])

  /** Puts values in the form as unsaved changes (restore), or as the new saved state (reload theirs). */
  const apply = useCallback(
    (next: FormValues, asChanges: boolean) => {
      if (!asChanges) return form.reset(next as T)
      for (const [name, value] of Object.entries(next)) {
        if (name in form.getValues()) form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true })
      }
    },
    [form],
  )

  // A copy of the unsaved changes, every few seconds and when the page goes away.
  useEffect(() => {
    if (!enabled) return
    const found = readDraft(key)
    if (found) {
      const fields = changedFieldLabels(form.formState.defaultValues as FormValues, found.values)
      if (fields.length > 0) {
        offerPending.current = true
        // localStorage exists only in the browser: reading it while rendering would not match the server's HTML.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setDraftOffer({ ...found, fields })
      } else removeDraft(key)
    }
    const store = () => {
      if (dirty.current && !offerPending.current) writeDraft(key, { savedAt: new Date().toISOString(), version: expected.current, values: values() })
    }
    const timer = setInterval(store, DRAFT_EVERY_MS)
    window.addEventListener("pagehide", store)
    return () => {
      clearInterval(timer)
      window.removeEventListener("pagehide", store)
    }
  }, [enabled, key, form, values])

  // Presence: a heartbeat while the editor is open; the answer lists the other admins in it.
  useEffect(() => {
    if (!enabled || !id) return
    let active = true
    const beat = () =>
      actionsRef.current
        ?.heartbeat(kind, id)
        .then((r) => active && r.ok && setOthers(r.data))
        .catch(() => {}) // offline: the notice keeps its last state until the server answers again
    void beat()
    const timer = setInterval(beat, HEARTBEAT_EVERY_MS)
    return () => {
      active = false
      clearInterval(timer)
      void actionsRef.current?.leave(kind, id).catch(() => {})
    }
  }, [enabled, id, kind])

  /** Saves with the version check; a failed request keeps everything as it is and says so. */
  async function save<V>(action: SaveAction<V>, recordId: string | null, formValues: V): Promise<ActionResult<SavedRecord>> {
    setOffline(false)
    let result: ActionResult<SavedRecord>
    try {
      result = enabled ? await action(recordId, formValues, { version: expected.current }) : await action(recordId, formValues)
    } catch (error) {
      setOffline(true)
      throw error
    }
    if (result.ok) {
      if (result.data.version !== undefined) expected.current = result.data.version
      if (result.data.savedBy && result.data.savedAt) setLastEdited({ by: result.data.savedBy, at: result.data.savedAt })
      setConflict(null)
      offerPending.current = false
      setDraftOffer(null)
      if (enabled) {
        removeDraft(key)
        if (recordId === null && props) removeDraft(draftKey(props.userId, kind, null))
      }
      setHistoryKey((k) => k + 1)
    } else if (result.conflict) {
      setConflict({ ...result.conflict, mine: formValues as FormValues })
    }
    return result
  }

  return {
    kind,
    id,
    enabled,
    actions: props?.actions,
    lastEdited,
    others,
    offline,
    conflict,
    draftOffer,
    historyKey,
    values,
    save,
    /** The saved values the form started from (what "unsaved changes" differ from). */
    savedValues: () => form.formState.defaultValues as FormValues,
    restoreDraft() {
      if (!draftOffer) return
      apply(draftOffer.values, true)
      // Saved on top of the version the draft was made from: if the record changed since, the save conflicts.
      expected.current = draftOffer.version
      offerPending.current = false
      setDraftOffer(null)
    },
    discardDraft() {
      removeDraft(key)
      offerPending.current = false
      setDraftOffer(null)
    },
    restoreRevision(next: FormValues) {
      apply(next, true)
    },
    /** After a conflict: their version becomes the form's saved state. */
    reloadTheirs(stored: { values: FormValues; version: number; savedBy: string; savedAt: string }) {
      apply(stored.values, false)
      expected.current = stored.version
      setLastEdited({ by: stored.savedBy, at: stored.savedAt })
      setConflict(null)
    },
    /** After a conflict: the next save replaces their version (only that one: a newer save conflicts again). */
    overwrite() {
      if (conflict) expected.current = conflict.version
      setConflict(null)
    },
    dismissConflict: () => setConflict(null),
  }
}
