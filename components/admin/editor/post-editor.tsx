"use client"

import { zodResolver } from "@hookform/resolvers/zod"
import { useForm, useWatch } from "react-hook-form"

import { POSTS } from "@/lib/copy/posts"
import { postFormSchema, type PostFormValues } from "@/lib/domain/schemas/post"
import { Card, CardContent } from "@/components/ui/card"
import { Input } from "@/components/ui/input"

import { uploadFeaturedImage, type UploadAction } from "../upload-client"
import { ContentEditorFrame, type ContentEditorProps } from "./content-editor-frame"
import { FeaturedImageField } from "./featured-image-field"
import { describedBy, Field } from "./field"
import { PostPeopleBox } from "./seo/post-people-box"

const MAIN = ["title", "slug", "excerpt", "content"] as const
const ROWS = { excerpt: 3, content: 18 }

type PostEditorProps = ContentEditorProps<PostFormValues> & {
  maxUploadBytes: number
  upload?: UploadAction
}

/** The shared frame with the post's own side boxes: people, featured image, category and tags. */
export function PostEditor({ initialValues, maxUploadBytes, upload = uploadFeaturedImage, ...props }: PostEditorProps) {
  const form = useForm({ resolver: zodResolver(postFormSchema), defaultValues: initialValues })
  const { register, setValue, control, formState } = form
  const { errors, isSubmitting } = formState
  const [featuredImage, featuredAlt] = useWatch({ control, name: ["featured_image", "featured_image_alt"] })

  const side = (
    <>
      <PostPeopleBox people={props.seo?.people} />
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
    </>
  )
  return <ContentEditorFrame kind="post" form={form} main={MAIN} rows={ROWS} seoCard="main" side={side} {...props} />
}
