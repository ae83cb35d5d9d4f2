"use client"

import { Controller, useFormContext } from "react-hook-form"

import { POST_PEOPLE_UI } from "@/lib/copy/people"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Checkbox } from "@/components/ui/checkbox"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Label } from "@/components/ui/label"

import { describedBy, Field } from "../field"
import type { SeoEditorContext, SeoFormFields } from "@/lib/data/admin/seo-types"

const label = (p: { name: string; credentials: string }) => (p.credentials ? `${p.name}, ${p.credentials}` : p.name)

/** Author (default: the agency), medical reviewer and the disclaimer switch (the review date comes from the approval). */
export function PostPeopleBox({ people = [] }: { people?: SeoEditorContext["people"] }) {
  const { register, control, formState } = useFormContext<SeoFormFields>()
  const errors = formState.errors
  // An empty choice means null: the agency as author, no reviewer.
  const asId = { setValueAs: (v: string | null) => (v ? v : null) }
  return (
    <Card className="gap-4" data-testid="post-people">
      <CardHeader>
        <CardTitle>{POST_PEOPLE_UI.box}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Field id="author_id" label={POST_PEOPLE_UI.author} error={errors.author_id?.message}>
          <select id="author_id" className={INPUT_CLASS} {...register("author_id", asId)} {...describedBy("author_id", { error: errors.author_id?.message })}>
            <option value="">{POST_PEOPLE_UI.agency}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {label(p)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="reviewer_id" label={POST_PEOPLE_UI.reviewer} error={errors.reviewer_id?.message}>
          <select id="reviewer_id" className={INPUT_CLASS} {...register("reviewer_id", asId)} {...describedBy("reviewer_id", { error: errors.reviewer_id?.message })}>
            <option value="">{POST_PEOPLE_UI.noReviewer}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {label(p)}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="medical_disclaimer"
            render={({ field }) => <Checkbox id="medical_disclaimer" checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} />}
          />
          <Label htmlFor="medical_disclaimer">{POST_PEOPLE_UI.disclaimer}</Label>
        </div>
      </CardContent>
    </Card>
  )
}
