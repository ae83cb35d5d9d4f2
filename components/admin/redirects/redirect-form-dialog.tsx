"use client"

import { useState, useTransition } from "react"
import { Loader2 } from "lucide-react"

import { REDIRECT_TYPES, REDIRECT_UI } from "@/lib/copy/publishing"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { toastError, toastSuccess } from "../toasts"
import type { RedirectItem, RedirectValues, SaveRedirectAction } from "@/lib/data/admin/views"

type RedirectFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The redirect being edited; null adds one. */
  editing: RedirectItem | null
  save: SaveRedirectAction
}

type Errors = Partial<Record<keyof RedirectValues | "_form", string>>

/** Add or edit a redirect: from path, to path or URL, permanent or temporary. Errors come from the data layer. */
export function RedirectFormDialog({ open, onOpenChange, editing, save }: RedirectFormDialogProps) {
  const [values, setValues] = useState<RedirectValues>(() => ({
    from_path: editing?.from ?? "",
    to_path: editing?.to ?? "",
    status: editing?.status ?? 301,
  }))
  const [errors, setErrors] = useState<Errors>({})
  const [pending, startTransition] = useTransition()

  function submit(event: React.FormEvent) {
    event.preventDefault()
    startTransition(async () => {
      const result = await save(editing?.id ?? null, values).catch((error: unknown) => ({ ok: false as const, error: String(error), fieldErrors: undefined }))
      if (!result.ok) {
        const fe = result.fieldErrors ?? {}
        const next: Errors = { from_path: fe.from_path?.[0], to_path: fe.to_path?.[0], status: fe.status?.[0] }
        if (!next.from_path && !next.to_path && !next.status) next._form = result.error
        // In the transition, so the refusal appears in the same render that ends `pending`: set after the await
        // outside it, the message showed while the dialog still ignored Escape as if a save were running.
        startTransition(() => setErrors(next))
        toastError(REDIRECT_UI.saveFailed, result.error)
        return
      }
      toastSuccess(editing ? REDIRECT_UI.updated : REDIRECT_UI.created)
      onOpenChange(false)
    })
  }

  const set = (key: keyof RedirectValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [key]: key === "status" ? Number(event.target.value) : event.target.value }))

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="redirect-form">
          <DialogHeader>
            <DialogTitle>{editing ? REDIRECT_UI.edit : REDIRECT_UI.add}</DialogTitle>
            <DialogDescription>{REDIRECT_UI.fromHelp}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="redirect-from">{REDIRECT_UI.from}</Label>
            <Input id="redirect-from" value={values.from_path} onChange={set("from_path")} placeholder="/old-page" aria-invalid={errors.from_path ? true : undefined} aria-describedby={errors.from_path ? "redirect-from-error" : undefined} />
            <FieldError id="redirect-from-error">{errors.from_path}</FieldError>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="redirect-to">{REDIRECT_UI.to}</Label>
            <Input id="redirect-to" value={values.to_path} onChange={set("to_path")} placeholder="/blog/new-page or https://example.com/" aria-invalid={errors.to_path ? true : undefined} aria-describedby={`redirect-to-help${errors.to_path ? " redirect-to-error" : ""}`} />
            <p id="redirect-to-help" className="text-xs text-muted-foreground">
              {REDIRECT_UI.toHelp}
            </p>
            <FieldError id="redirect-to-error">{errors.to_path}</FieldError>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="redirect-status">{REDIRECT_UI.type}</Label>
            <select id="redirect-status" value={values.status} onChange={set("status")} className={INPUT_CLASS}>
              {REDIRECT_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
            <FieldError id="redirect-status-error">{errors.status}</FieldError>
          </div>
          {errors._form ? <FieldError id="redirect-form-error">{errors._form}</FieldError> : null}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {pending ? REDIRECT_UI.saving : REDIRECT_UI.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
