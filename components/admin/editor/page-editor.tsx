"use client"

import { zodResolver } from "@hookform/resolvers/zod"
import { FormProvider, useForm, useWatch } from "react-hook-form"

import { FORM } from "@/lib/copy/common"
import { PAGES } from "@/lib/copy/pages"
import { pageFormSchema, type PageFormValues } from "@/lib/domain/schemas/page"
import { shouldAutoSlug, slugify } from "@/lib/domain/slug"
import { Card, CardContent } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Textarea } from "@/components/ui/textarea"

import { describedBy, Field } from "./field"
import { MarkdownField, type RenderPreviewAction } from "./markdown-field"
import { EditorPublishBox } from "./editor-publish-box"
import type { ShareProps } from "./publish-box"
import { EditorNotices } from "./safety/editor-notices"
import { HistoryPanel } from "./safety/history-panel"
import type { EditorSafetyProps } from "@/lib/data/admin/editor-safety-types"
import { SeoSettingsCard } from "./seo/seo-settings-card"
import type { SeoEditorContext } from "@/lib/data/admin/seo-types"
import type { SaveAction } from "./types"
import { useEditorSave } from "./use-editor-save"

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
  const isNew = id === null
  const form = useForm({ resolver: zodResolver(pageFormSchema), defaultValues: initialValues })
  const { register, setValue, getValues, control, formState } = form
  const { errors } = formState
  const { guard, saved, onSubmit } = useEditorSave({ kind: "page", id, form, save, serverFields: SERVER_FIELDS, scheduledFor, safety, seo })

  const content = useWatch({ control, name: "content" })

  const titleField = register("title", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (shouldAutoSlug({ isNew, slug: getValues("slug") ?? "" })) {
        setValue("slug", slugify(event.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted })
      }
    },
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
