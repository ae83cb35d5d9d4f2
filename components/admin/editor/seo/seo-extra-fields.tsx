"use client"

import { Controller, useFormContext } from "react-hook-form"

import { SEO_EDITOR_UI } from "@/lib/copy/people"
import { Checkbox } from "@/components/ui/checkbox"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

import { describedBy, Field } from "../field"
import type { SeoFormFields } from "@/lib/data/admin/seo-types"

/** Canonical URL, "Hide from search engines", social image, title and description (post and page editors). */
export function SeoExtraFields() {
  const { register, control, formState } = useFormContext<SeoFormFields>()
  const errors = formState.errors
  return (
    <>
      <Field id="canonical_url" label={SEO_EDITOR_UI.canonical} help={SEO_EDITOR_UI.canonicalHelp} error={errors.canonical_url?.message}>
        <Input id="canonical_url" spellCheck={false} placeholder="https://" {...register("canonical_url")} {...describedBy("canonical_url", { help: true, error: errors.canonical_url?.message })} />
      </Field>
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="noindex"
          render={({ field }) => (
            <Checkbox id="noindex" checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} aria-describedby="noindex-help" />
          )}
        />
        <div className="grid gap-1">
          <Label htmlFor="noindex">{SEO_EDITOR_UI.noindex}</Label>
          <p id="noindex-help" className="text-xs text-muted-foreground">
            {SEO_EDITOR_UI.noindexHelp}
          </p>
        </div>
      </div>
      <Field id="social_image" label={SEO_EDITOR_UI.socialImage} help={SEO_EDITOR_UI.socialImageHelp} error={errors.social_image?.message}>
        <Input id="social_image" spellCheck={false} placeholder="/api/uploads/… or https://" {...register("social_image")} {...describedBy("social_image", { help: true, error: errors.social_image?.message })} />
      </Field>
      <Field id="social_title" label={SEO_EDITOR_UI.socialTitle} help={SEO_EDITOR_UI.socialTitleHelp} error={errors.social_title?.message}>
        <Input id="social_title" {...register("social_title")} {...describedBy("social_title", { help: true, error: errors.social_title?.message })} />
      </Field>
      <Field id="social_description" label={SEO_EDITOR_UI.socialDescription} help={SEO_EDITOR_UI.socialDescriptionHelp} error={errors.social_description?.message}>
        <Textarea id="social_description" rows={2} {...register("social_description")} {...describedBy("social_description", { help: true, error: errors.social_description?.message })} />
      </Field>
    </>
  )
}
