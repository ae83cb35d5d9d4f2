"use client"

import type { ContentKind } from "@/lib/domain/types"
import { useFormContext, useWatch } from "react-hook-form"

import { SEO_EDITOR_UI } from "@/lib/copy/people"
import { META_DESCRIPTION_TARGET, META_TITLE_TARGET, POSTS } from "@/lib/copy/posts"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Textarea } from "@/components/ui/textarea"

import { describedBy, Field } from "../field"
import { MetaCounter } from "../meta-counter"
import { SeoExtraFields } from "./seo-extra-fields"
import { SeoPreviews } from "./seo-previews"
import type { SeoEditorContext, SeoFormFields } from "@/lib/data/admin/seo-types"

/** Each editor keeps its own help texts under the shared meta fields. */
const HELP = {
  post: { metaTitle: POSTS.metaTitleHelp, metaDescription: POSTS.metaDescriptionHelp },
  page: { metaTitle: SEO_EDITOR_UI.pageMetaTitleHelp, metaDescription: SEO_EDITOR_UI.pageMetaDescriptionHelp },
} as const

type SeoSettingsCardProps = {
  kind: ContentKind
  seo?: SeoEditorContext
  savedSlug: string | null
}

/** The editors' SEO Settings: meta title and description with counters, canonical, noindex, social fields and previews. */
export function SeoSettingsCard({ kind, seo, savedSlug }: SeoSettingsCardProps) {
  const { register, control, formState } = useFormContext<SeoFormFields>()
  const errors = formState.errors
  const help = HELP[kind === "post" ? "post" : "page"]
  const [metaTitle, metaDescription] = useWatch({ control, name: ["meta_title", "meta_description"] })
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{POSTS.seoSettings}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Field
          id="meta_title"
          label={POSTS.fieldMetaTitle}
          help={help.metaTitle}
          error={errors.meta_title?.message}
          aside={<MetaCounter id="meta_title-count" length={(metaTitle ?? "").length} target={META_TITLE_TARGET} />}
        >
          <Input id="meta_title" {...register("meta_title")} {...describedBy("meta_title", { help: true, error: errors.meta_title?.message })} />
        </Field>
        <Field
          id="meta_description"
          label={POSTS.fieldMetaDescription}
          help={help.metaDescription}
          error={errors.meta_description?.message}
          aside={<MetaCounter id="meta_description-count" length={(metaDescription ?? "").length} target={META_DESCRIPTION_TARGET} />}
        >
          <Textarea id="meta_description" rows={3} {...register("meta_description")} {...describedBy("meta_description", { help: true, error: errors.meta_description?.message })} />
        </Field>
        <SeoExtraFields />
        {seo ? <SeoPreviews kind={kind} siteUrl={seo.siteUrl} titleSuffix={seo.checklist.titleSuffix} savedSlug={savedSlug} /> : null}
      </CardContent>
    </Card>
  )
}
