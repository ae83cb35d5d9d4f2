"use client"

import { useState } from "react"
import { useRouter } from "next/navigation"
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form"

import { SEO_EDITOR_UI } from "@/lib/copy/people"
import { contentType } from "@/lib/domain/content"

import { ENTITY_MESSAGES } from "../entity-messages"
import { toastError, toastSuccess } from "../toasts"
import { applyFieldErrors } from "./apply-field-errors"
import type { ContentKind, EditorSafetyProps } from "@/lib/data/admin/editor-safety-types"
import { useEditorSafety } from "./safety/use-editor-safety"
import { blockingFailures } from "./seo/checklist-panel"
import type { LooseSeoValues, SeoEditorContext } from "@/lib/data/admin/seo-types"
import type { SaveAction, SavedRecord } from "./types"
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard"

type SavedState = Pick<SavedRecord, "slug" | "published" | "scheduledFor">

/**
 * The post and page editors' Save: the pre-publish checklist, the save with its version check (useEditorSafety),
 * server field errors under their fields, the saved state the publish box shows (taken from the action's result),
 * and where the editor goes next (a new record opens at its address; a saved one stays without a reload).
 */
export function useEditorSave<T extends FieldValues & LooseSeoValues, C, R>(opts: {
  kind: ContentKind
  id: string | null
  form: UseFormReturn<T, C, R>
  save: SaveAction<T>
  /** The server's field errors that have a field of their own in this form. */
  serverFields: readonly Path<T>[]
  /** The saved record's schedule text (null unless it is waiting to go live). */
  scheduledFor: string | null
  safety: EditorSafetyProps | undefined
  seo: SeoEditorContext | undefined
}) {
  const { kind, id, form, save, serverFields, seo } = opts
  const text = ENTITY_MESSAGES[kind]
  const router = useRouter()
  const isNew = id === null
  const { handleSubmit, setValue, getValues, setError, reset, formState } = form
  const [saved, setSaved] = useState<SavedState>(() => ({
    slug: String(formState.defaultValues?.slug ?? ""),
    published: !isNew && formState.defaultValues?.published === true,
    scheduledFor: opts.scheduledFor,
  }))
  const { leave } = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitting)
  const guard = useEditorSafety({ kind, id, form, props: opts.safety })

  const onSubmit = handleSubmit(async () => {
    // The raw form values go to the action; the data layer parses them once, with the declared input schema.
    const values = getValues()
    const blocked = seo ? blockingFailures(kind, values, seo.checklist) : []
    if (blocked.length > 0) return toastError(SEO_EDITOR_UI.checklistBlocked, blocked)
    try {
      const result = await guard.save(save, id, values)
      if (!result.ok) {
        applyFieldErrors(result.fieldErrors, serverFields, setError)
        // Field errors show under their fields; any other refusal (a permission, a missing record) says why here.
        toastError(result.fieldErrors ? text.saveFailed : `${text.saveFailed}: ${result.error}`, result.error)
        return
      }
      reset(values)
      setSaved({ slug: result.data.slug, published: result.data.published, scheduledFor: result.data.scheduledFor ?? null })
      // A past schedule published at once; a kept one stays in the field.
      if (result.data.published) setValue("schedule" as Path<T>, "" as PathValue<T, Path<T>>)
      reset(getValues())
      toastSuccess(isNew ? text.created : text.updated)
      // An existing record stays open: the result above is its saved state (status, schedule, live address), and
      // useEditorSafety took the version the next save starts from, who saved it, and a new history. No refresh.
      const { adminPath } = contentType(kind)
      if (isNew) leave(result.data.id ? `${adminPath}/${result.data.id}` : adminPath, router)
    } catch (error) {
      toastError(text.saveFailed, error)
    }
  })

  return { guard, saved, onSubmit }
}
