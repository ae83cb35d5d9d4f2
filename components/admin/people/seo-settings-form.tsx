"use client"

import { useState, useTransition } from "react"

import { SEO_SETTINGS_UI } from "@/lib/copy/people"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

import { CheckboxField } from "../editor/checkbox-field"
import { describedBy, Field } from "../editor/field"
import { toastError, toastSuccess } from "../toasts"
import type { ActionResult } from "@/lib/data/admin/views"

/** What the SEO Settings screen saves. */
export type SeoSettings = {
  blockPublishOnChecklistFailures: boolean
  clinicalCategories: string[]
  medicalDisclaimer: string
  medicalReviewForAll: boolean
  reReviewMonths: Record<string, number>
}
type Settings = SeoSettings
type Category = { slug: string; name: string }
type SeoSettingsFormProps = {
  initial: Settings
  /** The post categories a re-review period can be set for. */
  categories: Category[]
  canEdit: boolean
  /** The owner: what needs medical review (clinical categories, review for all, re-review months). */
  canEditReview: boolean
  save: (values: Settings) => Promise<ActionResult<Settings>>
}

const MONTHS = /^\d+$/

/** A month count as typed: blank is the default, else a whole number from 1 to 36. */
function monthsProblem(text: string): boolean {
  const value = text.trim()
  return value !== "" && (!MONTHS.test(value) || Number(value) < 1 || Number(value) > 36)
}

/** The switches: block publishing on checklist failures, the disclaimer text, and (the owner's) medical review. */
export function SeoSettingsForm({ initial, categories, canEdit, canEditReview, save }: SeoSettingsFormProps) {
  const [block, setBlock] = useState(initial.blockPublishOnChecklistFailures)
  const [clinical, setClinical] = useState(initial.clinicalCategories.join(", "))
  const [disclaimer, setDisclaimer] = useState(initial.medicalDisclaimer)
  const [forAll, setForAll] = useState(initial.medicalReviewForAll)
  const [months, setMonths] = useState<Record<string, string>>(() =>
    Object.fromEntries(categories.map((c) => [c.slug, initial.reReviewMonths[c.slug] ? String(initial.reReviewMonths[c.slug]) : ""])),
  )
  const [error, setError] = useState<string | undefined>()
  const [monthsError, setMonthsError] = useState<string | undefined>()
  const [pending, startTransition] = useTransition()
  const reviewLocked = !canEdit || !canEditReview

  function submit(event: React.FormEvent) {
    event.preventDefault()
    if (Object.values(months).some(monthsProblem)) {
      setMonthsError(SEO_SETTINGS_UI.reReviewRange)
      return
    }
    setMonthsError(undefined)
    const reReviewMonths = Object.fromEntries(Object.entries(months).filter(([, v]) => v.trim() !== "").map(([slug, v]) => [slug, Number(v)]))
    startTransition(async () => {
      const values: Settings = {
        blockPublishOnChecklistFailures: block,
        clinicalCategories: clinical.split(",").map((c) => c.trim()).filter(Boolean),
        medicalDisclaimer: disclaimer,
        medicalReviewForAll: forAll,
        // Categories this form does not list keep their saved periods.
        reReviewMonths: { ...Object.fromEntries(Object.entries(initial.reReviewMonths).filter(([slug]) => !(slug in months))), ...reReviewMonths },
      }
      try {
        const result = await save(values)
        if (!result.ok) {
          if (result.fieldErrors?.reReviewMonths) setMonthsError(result.fieldErrors.reReviewMonths[0])
          else setError(result.error)
          toastError(SEO_SETTINGS_UI.saveFailed, result.error)
          return
        }
        setError(undefined)
        toastSuccess(SEO_SETTINGS_UI.saved)
      } catch (err) {
        toastError(SEO_SETTINGS_UI.saveFailed, err)
      }
    })
  }

  return (
    <form onSubmit={submit} noValidate data-testid="seo-settings-form" className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle role="heading" aria-level={2}>
            {SEO_SETTINGS_UI.checklist}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {canEdit ? null : <p className="text-sm text-muted-foreground">{SEO_SETTINGS_UI.ownerOnly}</p>}
          <CheckboxField id="block-publish" label={SEO_SETTINGS_UI.block} help={SEO_SETTINGS_UI.blockHelp} checked={block} onCheckedChange={setBlock} disabled={!canEdit} />
          <Field id="medical-disclaimer" label={SEO_SETTINGS_UI.disclaimer} help={SEO_SETTINGS_UI.disclaimerHelp} error={error}>
            <Textarea id="medical-disclaimer" rows={3} value={disclaimer} onChange={(e) => setDisclaimer(e.target.value)} disabled={!canEdit} {...describedBy("medical-disclaimer", { help: true, error })} />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle role="heading" aria-level={2}>
            {SEO_SETTINGS_UI.medicalReview}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {canEdit && !canEditReview ? <p className="text-sm text-muted-foreground">{SEO_SETTINGS_UI.reviewOwnerOnly}</p> : null}
          <Field id="clinical-categories" label={SEO_SETTINGS_UI.clinical} help={SEO_SETTINGS_UI.clinicalHelp}>
            <Input id="clinical-categories" value={clinical} onChange={(e) => setClinical(e.target.value)} disabled={reviewLocked} {...describedBy("clinical-categories", { help: true })} />
          </Field>
          <CheckboxField id="review-for-all" label={SEO_SETTINGS_UI.reviewForAll} help={SEO_SETTINGS_UI.reviewForAllHelp} checked={forAll} onCheckedChange={setForAll} disabled={reviewLocked} />
          <fieldset className="flex flex-col gap-2" aria-describedby={monthsError ? "re-review-help re-review-error" : "re-review-help"}>
            <legend className="text-sm font-medium">{SEO_SETTINGS_UI.reReview}</legend>
            <p id="re-review-help" className="text-xs text-muted-foreground">
              {SEO_SETTINGS_UI.reReviewHelp}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {categories.map((category) => (
                <div key={category.slug} className="flex items-center justify-between gap-3">
                  <Label htmlFor={`re-review-${category.slug}`} className="font-normal">
                    {category.name}
                  </Label>
                  <Input
                    id={`re-review-${category.slug}`}
                    aria-label={SEO_SETTINGS_UI.reReviewLabel(category.name)}
                    className="w-20"
                    inputMode="numeric"
                    placeholder="12"
                    value={months[category.slug] ?? ""}
                    onChange={(e) => setMonths((m) => ({ ...m, [category.slug]: e.target.value }))}
                    disabled={reviewLocked}
                    aria-invalid={monthsProblem(months[category.slug] ?? "") ? true : undefined}
                  />
                </div>
              ))}
            </div>
            <FieldError id="re-review-error">{monthsError}</FieldError>
          </fieldset>
        </CardContent>
      </Card>
      {canEdit ? (
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? SEO_SETTINGS_UI.saving : SEO_SETTINGS_UI.save}
          </Button>
        </div>
      ) : null}
    </form>
  )
}
