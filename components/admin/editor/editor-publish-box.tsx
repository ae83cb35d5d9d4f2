"use client"

import type { ContentKind } from "@/lib/domain/types"
import { useFormContext, useWatch } from "react-hook-form"

import { reservePreviewTab } from "./open-preview"
import { PublishBox, type ShareProps } from "./publish-box"
import { ChecklistPanel, hasChecklist } from "./seo/checklist-panel"
import type { SeoEditorContext, SeoFormFields } from "@/lib/data/admin/seo-types"
import type { SavedRecord } from "./types"

type EditorPublishBoxProps = {
  kind: ContentKind
  id: string | null
  saveLabel: string
  liveHref: string | null
  /** The saved record (null while new). */
  saved: Pick<SavedRecord, "published" | "scheduledFor"> | null
  timeZone: string
  share?: ShareProps
  seo?: SeoEditorContext
}

/**
 * The post and page editors' PublishBox, wired to the surrounding form: Published and Schedule fields, the
 * preview of the unsaved state, and the pre-publish checklist.
 */
export function EditorPublishBox({ kind, id, saveLabel, liveHref, saved, timeZone, share, seo }: EditorPublishBoxProps) {
  const { register, setValue, getValues, control, formState, trigger } = useFormContext<SeoFormFields>()
  const published = useWatch({ control, name: "published" })
  return (
    <PublishBox
      kind={kind}
      id={id}
      published={published === true}
      onPublishedChange={(next) => setValue("published", next, { shouldDirty: true })}
      saving={formState.isSubmitting}
      saveLabel={saveLabel}
      liveHref={liveHref}
      saved={saved}
      timeZone={timeZone}
      scheduleInput={register("schedule")}
      scheduleError={formState.errors.schedule?.message}
      onPreview={() => {
        // The unsaved state, checked by the same rules as a save, on the public template in a new tab.
        const fill = reservePreviewTab()
        void trigger().then((ok) => fill(ok ? { kind, id, values: getValues() } : null))
      }}
      share={share}
      checklist={seo && hasChecklist(kind) ? <ChecklistPanel kind={kind} ctx={seo.checklist} /> : null}
    />
  )
}
