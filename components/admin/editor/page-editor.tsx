"use client"

import { useState } from "react"
import { useRouter } from "next/navigation"
import { zodResolver } from "@hookform/resolvers/zod"
import { FormProvider, useForm, useWatch } from "react-hook-form"

import { FORM } from "@/lib/messages/common"
import { SEO_EDITOR_UI } from "@/lib/messages/people"
import { PAGES } from "@/lib/messages/pages"
import { pageFormSchema, type PageFormValues } from "@/lib/schemas/page"
import { shouldAutoSlug, slugify } from "@/lib/slug"
import { Card, CardContent } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Textarea } from "@/components/ui/textarea"

import { toastError, toastSuccess } from "../toasts"
import { applyFieldErrors } from "./apply-field-errors"
import { describedBy, Field } from "./field"
import { MarkdownField, type RenderPreviewAction } from "./markdown-field"
import { EditorPublishBox } from "./editor-publish-box"
import type { ShareProps } from "./publish-box"
import { EditorNotices } from "./safety/editor-notices"
import { HistoryPanel } from "./safety/history-panel"
import type { EditorSafetyProps } from "./safety/types"
import { useEditorSafety } from "./safety/use-editor-safety"
import { blockingFailures } from "./seo/checklist-panel"
import { SeoSettingsCard } from "./seo/seo-settings-card"
import type { SeoEditorContext } from "./seo/types"
import type { SaveAction, SavedRecord } from "./types"
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard"

const SERVER_FIELDS = ["title", "slug", "content", "schedule", "meta_title", "meta_description", "canonical_url", "social_image", "social_title", "social_description"] as const

type PageEditorProps = {
  id: string | null
  initialValues: PageFormValues
  save: SaveAction<PageFormValues>
  renderPreview: RenderPreviewAction
  /** SITE_TIME_ZONE: the Schedule field is entered and shown in it. */
  timeZone?: string
  /** The saved record's schedule text (null unless it is waiting to go live). */
  scheduledFor?: string | null
  share?: ShareProps
  /** History, browser drafts, the version check and presence (absent: none of them). */
  safety?: EditorSafetyProps
  /** Previews and the pre-publish checklist. */
  seo?: SeoEditorContext
}

export function PageEditor({ id, initialValues, save, renderPreview, timeZone = "UTC", scheduledFor = null, share, safety, seo }: PageEditorProps) {
  const router = useRouter()
  const isNew = id === null
  const [saved, setSaved] = useState<Pick<SavedRecord, "slug" | "published" | "scheduledFor">>({
    slug: initialValues.slug,
    published: !isNew && initialValues.published === true,
    scheduledFor,
  })
  const form = useForm({ resolver: zodResolver(pageFormSchema), defaultValues: initialValues })
  const { register, handleSubmit, setValue, getValues, setError, reset, control, formState } = form
  const { errors, isSubmitting, isDirty } = formState
  const { leave } = useUnsavedChangesGuard(isDirty && !isSubmitting)
  const guard = useEditorSafety({ kind: "page", id, form, props: safety })

  const content = useWatch({ control, name: "content" })

  const titleField = register("title", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (shouldAutoSlug({ isNew, slug: getValues("slug") ?? "" })) {
        setValue("slug", slugify(event.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted })
      }
    },
  })

  const onSubmit = handleSubmit(async () => {
    const values = getValues()
    const blocked = seo ? blockingFailures("page", values, seo.checklist) : []
    if (blocked.length > 0) return toastError(SEO_EDITOR_UI.checklistBlocked, blocked)
    try {
      const result = await guard.save(save, id, values)
      if (!result.ok) {
        applyFieldErrors(result.fieldErrors, SERVER_FIELDS, setError)
        toastError(PAGES.saveFailed, result.error)
        return
      }
      reset(values)
      setSaved({ slug: result.data.slug, published: result.data.published, scheduledFor: result.data.scheduledFor ?? null })
      // A past schedule published at once; a kept one stays in the field.
      if (result.data.published) setValue("schedule", "")
      reset(getValues())
      toastSuccess(isNew ? PAGES.created : PAGES.updated)
      if (isNew) leave(result.data.id ? `/admin/pages/${result.data.id}` : "/admin/pages", router)
      else router.refresh()
    } catch (error) {
      toastError(PAGES.saveFailed, error)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-3" data-testid="page-editor">
      <EditorNotices safety={guard} retry={() => void onSubmit()} />
      <Card className="min-w-0 gap-4 lg:col-span-2">
        <CardContent className="flex flex-col gap-5">
          <Field id="title" label={PAGES.fieldTitle} error={errors.title?.message}>
            <Input id="title" autoComplete="off" {...titleField} {...describedBy("title", { error: errors.title?.message })} />
          </Field>
          <Field id="slug" label={PAGES.fieldSlug} help={FORM.slugHelp} error={errors.slug?.message}>
            <Input id="slug" autoComplete="off" spellCheck={false} {...register("slug")} {...describedBy("slug", { help: true, error: errors.slug?.message })} />
          </Field>
          <Field id="content" label={PAGES.fieldContent} error={errors.content?.message}>
            <MarkdownField id="content" value={content ?? ""} renderPreview={renderPreview}>
              <Textarea id="content" rows={20} className="font-mono text-sm" {...register("content")} {...describedBy("content", { error: errors.content?.message })} />
            </MarkdownField>
          </Field>
        </CardContent>
      </Card>
      <div className="flex min-w-0 flex-col gap-6">
        <FormProvider {...form}>
          <EditorPublishBox
            kind="page"
            id={id}
            saveLabel={PAGES.save}
            liveHref={saved.published && saved.slug ? `/${saved.slug}` : null}
            saved={isNew ? null : saved}
            timeZone={timeZone}
            share={share}
            seo={seo}
          />
        </FormProvider>
        <HistoryPanel safety={guard} />
        <FormProvider {...form}>
          <SeoSettingsCard kind="page" seo={seo} savedSlug={saved.slug || null} />
        </FormProvider>
      </div>
    </form>
  )
}
