"use client"

import { useState, useTransition } from "react"

import { SEO_SETTINGS_UI } from "@/lib/copy/people"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Checkbox } from "@/components/ui/checkbox"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

import { describedBy, Field } from "../editor/field"
import { toastError, toastSuccess } from "../toasts"
import type { ActionResult } from "@/lib/data/admin/views"

type Settings = { blockPublishOnChecklistFailures: boolean; clinicalCategories: string[]; medicalDisclaimer: string }
type SeoSettingsFormProps = { initial: Settings; canEdit: boolean; save: (values: Settings) => Promise<ActionResult<Settings>> }

/** The owner's switches: block publishing on checklist failures, clinical categories, disclaimer text. */
export function SeoSettingsForm({ initial, canEdit, save }: SeoSettingsFormProps) {
  const [block, setBlock] = useState(initial.blockPublishOnChecklistFailures)
  const [clinical, setClinical] = useState(initial.clinicalCategories.join(", "))
  const [disclaimer, setDisclaimer] = useState(initial.medicalDisclaimer)
  const [error, setError] = useState<string | undefined>()
  const [pending, startTransition] = useTransition()

  function submit(event: React.FormEvent) {
    event.preventDefault()
    startTransition(async () => {
      const values = {
        blockPublishOnChecklistFailures: block,
        clinicalCategories: clinical.split(",").map((c) => c.trim()).filter(Boolean),
        medicalDisclaimer: disclaimer,
      }
      try {
        const result = await save(values)
        if (!result.ok) {
          setError(result.error)
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
    <form onSubmit={submit} noValidate data-testid="seo-settings-form">
      <Card>
        <CardHeader>
          <CardTitle>{SEO_SETTINGS_UI.checklist}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {canEdit ? null : <p className="text-sm text-muted-foreground">{SEO_SETTINGS_UI.ownerOnly}</p>}
          <div className="flex items-start gap-3">
            <Checkbox id="block-publish" checked={block} onCheckedChange={(v) => setBlock(v === true)} disabled={!canEdit} aria-describedby="block-publish-help" />
            <div className="grid gap-1">
              <Label htmlFor="block-publish">{SEO_SETTINGS_UI.block}</Label>
              <p id="block-publish-help" className="text-xs text-muted-foreground">
                {SEO_SETTINGS_UI.blockHelp}
              </p>
            </div>
          </div>
          <Field id="clinical-categories" label={SEO_SETTINGS_UI.clinical} help={SEO_SETTINGS_UI.clinicalHelp}>
            <Input id="clinical-categories" value={clinical} onChange={(e) => setClinical(e.target.value)} disabled={!canEdit} {...describedBy("clinical-categories", { help: true })} />
          </Field>
          <Field id="medical-disclaimer" label={SEO_SETTINGS_UI.disclaimer} help={SEO_SETTINGS_UI.disclaimerHelp} error={error}>
            <Textarea id="medical-disclaimer" rows={3} value={disclaimer} onChange={(e) => setDisclaimer(e.target.value)} disabled={!canEdit} {...describedBy("medical-disclaimer", { help: true, error })} />
          </Field>
          {canEdit ? (
            <div>
              <Button type="submit" disabled={pending}>
                {pending ? SEO_SETTINGS_UI.saving : SEO_SETTINGS_UI.save}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </form>
  )
}
