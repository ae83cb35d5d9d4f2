"use client"

import { useState, useTransition } from "react"

import type { ActionResult } from "@/lib/data/admin/views"
import { ANALYTICS_RETENTION_RANGE, type AnalyticsSettings } from "@/lib/domain/analytics/types"
import { ANALYTICS_SETTINGS_UI } from "@/lib/copy/analytics"
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"

import { CheckboxField } from "../editor/checkbox-field"
import { describedBy, Field } from "../editor/field"
import { toastError, toastSuccess } from "../toasts"

type AnalyticsSettingsFormProps = {
  initial: AnalyticsSettings
  /** The owner and admins; editors see the values read-only. */
  canEdit: boolean
  save: (values: { enabled: boolean; retentionDays: string }) => Promise<ActionResult<AnalyticsSettings>>
  clear: () => Promise<ActionResult<void>>
}

/** "Count page views", the raw views' retention, and "Delete all analytics data" behind a confirmation. */
export function AnalyticsSettingsForm({ initial, canEdit, save, clear }: AnalyticsSettingsFormProps) {
  const t = ANALYTICS_SETTINGS_UI
  const [enabled, setEnabled] = useState(initial.enabled)
  const [retention, setRetention] = useState(String(initial.retentionDays))
  const [error, setError] = useState<string | undefined>()
  const [pending, startTransition] = useTransition()
  const [confirming, setConfirming] = useState(false)
  const [clearing, startClearing] = useTransition()

  function submit(event: React.FormEvent) {
    event.preventDefault()
    startTransition(async () => {
      try {
        const result = await save({ enabled, retentionDays: retention })
        if (!result.ok) {
          setError(result.fieldErrors?.retentionDays?.[0] ?? result.error)
          toastError(t.saveFailed, result.error)
          return
        }
        setError(undefined)
        setEnabled(result.data.enabled)
        setRetention(String(result.data.retentionDays))
        toastSuccess(t.saved)
      } catch (err) {
        toastError(t.saveFailed, err)
      }
    })
  }

  function confirmClear() {
    startClearing(async () => {
      try {
        const result = await clear()
        if (result.ok) toastSuccess(t.deleted)
        else toastError(t.deleteFailed, result.error)
      } catch (err) {
        toastError(t.deleteFailed, err)
      } finally {
        setConfirming(false)
      }
    })
  }

  return (
    <Card className="gap-4 py-4" role="region" aria-labelledby="analytics-settings-heading" data-testid="analytics-settings">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2 id="analytics-settings-heading">{t.title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 px-4">
        {canEdit ? null : (
          <p className="text-sm text-muted-foreground" data-testid="analytics-settings-readonly">
            {t.readOnly}
          </p>
        )}
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <CheckboxField id="analytics-enabled" label={t.count} help={t.countHelp} checked={enabled} onCheckedChange={setEnabled} disabled={!canEdit} />
          <Field id="analytics-retention" label={t.retention} help={t.retentionHelp(ANALYTICS_RETENTION_RANGE.min, ANALYTICS_RETENTION_RANGE.max)} error={error}>
            <Input
              id="analytics-retention"
              type="number"
              inputMode="numeric"
              min={ANALYTICS_RETENTION_RANGE.min}
              max={ANALYTICS_RETENTION_RANGE.max}
              step={1}
              value={retention}
              onChange={(e) => setRetention(e.target.value)}
              disabled={!canEdit}
              className="w-32"
              {...describedBy("analytics-retention", { help: true, error })}
            />
          </Field>
          {canEdit ? (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={pending}>
                {pending ? t.saving : t.save}
              </Button>
              <Button type="button" variant="outline" className="text-destructive" onClick={() => setConfirming(true)} disabled={clearing}>
                {t.deleteAll}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={(next) => (clearing ? undefined : setConfirming(next))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{t.deleteDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={clearing}>{t.cancel}</AlertDialogCancel>
            <AlertDialogAction
              disabled={clearing}
              onClick={(event) => {
                // Stay open while the data is deleted; closed afterwards, success or not.
                event.preventDefault()
                confirmClear()
              }}
            >
              {clearing ? t.deleting : t.deleteConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  )
}
