"use client"

import { zodResolver } from "@hookform/resolvers/zod"
import { FormProvider, useForm, useWatch } from "react-hook-form"

import { FORM } from "@/lib/copy/common"
import { POSTS } from "@/lib/copy/posts"
import { postFormSchema, type PostFormValues } from "@/lib/domain/schemas/post"
import { shouldAutoSlug, slugify } from "@/lib/domain/slug"
import { Card, CardContent } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Textarea } from "@/components/ui/textarea"

import { uploadFeaturedImage, type UploadAction } from "../upload-client"
import { FeaturedImageField } from "./featured-image-field"
import { describedBy, Field } from "./field"
import { MarkdownField, type RenderPreviewAction } from "./markdown-field"
import { EditorPublishBox } from "./editor-publish-box"
import type { ShareProps } from "./publish-box"
import { EditorNotices } from "./safety/editor-notices"
import { HistoryPanel } from "./safety/history-panel"
import type { EditorSafetyProps } from "@/lib/data/admin/editor-safety-types"
import { PostPeopleBox } from "./seo/post-people-box"
import { SeoSettingsCard } from "./seo/seo-settings-card"
import type { SeoEditorContext } from "@/lib/data/admin/seo-types"
import type { SaveAction } from "./types"
import { useEditorSave } from "./use-editor-save"

const SERVER_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "tags",
  "featured_image",
  "featured_image_alt",
  "schedule",
  "meta_title",
  "meta_description",
  "author_id",
  "reviewer_id",
  "last_reviewed",
  "canonical_url",
  "social_image",
  "social_title",
  "social_description",
] as const

type PostEditorProps = {
  id: string | null
  initialValues: PostFormValues
  save: SaveAction<PostFormValues>
  renderPreview: RenderPreviewAction
  /** SITE_TIME_ZONE: the Schedule field is entered and shown in it. */
  timeZone?: string
  /** The saved record's schedule text (null unless it is waiting to go live). */
  scheduledFor?: string | null
  share?: ShareProps
  maxUploadBytes: number
  upload?: UploadAction
  /** History, browser drafts, the version check and presence (absent: none of them). */
  safety?: EditorSafetyProps
  /** People, previews and the pre-publish checklist. */
  seo?: SeoEditorContext
}

export function PostEditor(props: PostEditorProps) {
  const { id, initialValues, save, renderPreview, maxUploadBytes, upload = uploadFeaturedImage, timeZone = "UTC", scheduledFor = null, share, seo } = props
  const isNew = id === null
  const form = useForm({ resolver: zodResolver(postFormSchema), defaultValues: initialValues })
  const { register, setValue, getValues, control, formState } = form
  const { errors, isSubmitting } = formState
  const { guard, saved, onSubmit } = useEditorSave({ kind: "post", id, form, save, serverFields: SERVER_FIELDS, scheduledFor, safety: props.safety, seo })

  const [content, featuredImage, featuredAlt] = useWatch({ control, name: ["content", "featured_image", "featured_image_alt"] })

  const titleField = register("title", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (shouldAutoSlug({ isNew, slug: getValues("slug") ?? "" })) {
        setValue("slug", slugify(event.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted })
      }
    },
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-3" data-testid="post-editor">
      <EditorNotices safety={guard} retry={() => void onSubmit()} />
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <Card className="gap-4">
          <CardContent className="flex flex-col gap-5">
            <Field id="title" label={POSTS.fieldTitle} error={errors.title?.message}>
              <Input id="title" autoComplete="off" {...titleField} {...describedBy("title", { error: errors.title?.message })} />
            </Field>
            <Field id="slug" label={POSTS.fieldSlug} help={FORM.slugHelp} error={errors.slug?.message}>
              <Input id="slug" autoComplete="off" spellCheck={false} {...register("slug")} {...describedBy("slug", { help: true, error: errors.slug?.message })} />
            </Field>
            <Field id="excerpt" label={POSTS.fieldExcerpt} error={errors.excerpt?.message}>
              <Textarea id="excerpt" rows={3} {...register("excerpt")} {...describedBy("excerpt", { error: errors.excerpt?.message })} />
            </Field>
            <Field id="content" label={POSTS.fieldContent} error={errors.content?.message}>
              <MarkdownField id="content" value={content ?? ""} renderPreview={renderPreview}>
                <Textarea id="content" rows={18} className="font-mono text-sm" {...register("content")} {...describedBy("content", { error: errors.content?.message })} />
              </MarkdownField>
            </Field>
          </CardContent>
        </Card>
        <FormProvider {...form}>
          <SeoSettingsCard kind="post" seo={seo} savedSlug={saved.slug || null} />
        </FormProvider>
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <FormProvider {...form}>
          <EditorPublishBox
            kind="post"
            id={id}
            saveLabel={POSTS.save}
            liveHref={saved.published && saved.slug ? `/blog/${saved.slug}` : null}
            saved={isNew ? null : saved}
            timeZone={timeZone}
            share={share}
            seo={seo}
          />
        </FormProvider>
        <HistoryPanel safety={guard} />
        <FormProvider {...form}>
          <PostPeopleBox people={seo?.people} />
        </FormProvider>
        <FeaturedImageField
          url={featuredImage ?? null}
          alt={featuredAlt ?? ""}
          onUrlChange={(url) => setValue("featured_image", url, { shouldDirty: true })}
          onAltDefault={(alt) => setValue("featured_image_alt", alt, { shouldDirty: true })}
          upload={upload}
          maxBytes={maxUploadBytes}
          disabled={isSubmitting}
          altInput={<Input id="featured_image_alt" {...register("featured_image_alt")} {...describedBy("featured_image_alt", { error: errors.featured_image_alt?.message })} />}
        />
        <Card className="gap-4">
          <CardContent className="flex flex-col gap-5">
            <Field id="category" label={POSTS.fieldCategory} error={errors.category?.message}>
              <Input id="category" placeholder={POSTS.categoryPlaceholder} {...register("category")} {...describedBy("category", { error: errors.category?.message })} />
            </Field>
            <Field id="tags" label={POSTS.fieldTags} help={POSTS.tagsHelp} error={errors.tags?.message}>
              <Input id="tags" placeholder="seo, dental, social media" {...register("tags")} {...describedBy("tags", { help: true, error: errors.tags?.message })} />
            </Field>
          </CardContent>
        </Card>
      </div>
    </form>
  )
}
