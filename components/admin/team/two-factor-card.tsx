"use client"

import { useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { Alert, AlertDescription } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { toastError, toastSuccess } from "../toasts"

type Setup = { secret: string; uri: string; qrSvg: string }
type Codes = { recoveryCodes: string[] }
export type TwoFactorActions = {
  beginTwoFactorAction(): Promise<ActionResult<Setup>>
  confirmTwoFactorAction(code: string): Promise<ActionResult<Codes>>
  disableTwoFactorAction(password: string): Promise<ActionResult<void>>
  regenerateRecoveryCodesAction(password: string): Promise<ActionResult<Codes>>
}
type PasswordConfirmFormProps = {
  id: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The last password refusal, shown once under both forms (PASSWORD_ERROR_ID). */
  error: string | undefined
  pending: boolean
  variant: "outline" | "destructive"
  children: React.ReactNode
}

const PASSWORD_ERROR_ID = "two-factor-password-error"

/** A step that asks for the member's password again: new recovery codes, or turning two-factor sign-in off. */
function PasswordConfirmForm({ id, onSubmit, error, pending, variant, children }: PasswordConfirmFormProps) {
  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate>
      <Label htmlFor={id}>{TWO_FACTOR.passwordToConfirm}</Label>
      <Input id={id} name="password" type="password" autoComplete="current-password" aria-invalid={!!error} aria-describedby={error ? PASSWORD_ERROR_ID : undefined} />
      <Button type="submit" variant={variant} disabled={pending}>
        {children}
      </Button>
    </form>
  )
}

type TwoFactorCardProps = {
  enabled: boolean
  recoveryLeft: number
  required: boolean
  /** Whether recovery codes are offered (Supabase mode: only with SUPABASE_SERVICE_ROLE_KEY); default true. */
  recoveryCodes?: boolean
  /** A recovery code removed the member's authenticator at sign-in (Supabase mode): say so. */
  factorsRemoved?: boolean
  actions: TwoFactorActions
}

/** The QR code's SVG as an image (a data: address): drawn on our server or returned by Supabase Auth, never fetched. */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/** Account → Two-factor sign-in: setup with a QR code (an SVG image) and a confirming code, recovery codes once. */
export function TwoFactorCard({ enabled, recoveryLeft, required, recoveryCodes = true, factorsRemoved = false, actions }: TwoFactorCardProps) {
  const [pending, start] = useTransition()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})

  function begin() {
    start(async () => {
      const result = await actions.beginTwoFactorAction()
      if (!result.ok) return toastError(result.error)
      setErrors({})
      setSetup(result.data)
    })
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get("code") ?? "")
    start(async () => {
      const result = await actions.confirmTwoFactorAction(code)
      if (!result.ok) {
        setErrors({ code: result.fieldErrors?.code?.[0] ?? result.error })
        return
      }
      setErrors({})
      setSetup(null)
      setCodes(result.data.recoveryCodes)
      toastSuccess(TWO_FACTOR.enabled)
    })
  }

  function withPassword(run: (password: string) => Promise<ActionResult<Codes | void>>, done: string) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      const password = String(new FormData(form).get("password") ?? "")
      start(async () => {
        const result = await run(password)
        if (!result.ok) {
          setErrors({ password: result.fieldErrors?.password?.[0] ?? result.error })
          return
        }
        setErrors({})
        form.reset()
        if (result.data && "recoveryCodes" in result.data) setCodes(result.data.recoveryCodes)
        else setCodes(null)
        toastSuccess(done)
      })
    }
  }

  return (
    <Card className="gap-4 px-4 py-4 sm:px-6 lg:col-span-2">
      <h2 className="text-lg font-semibold">{TWO_FACTOR.cardTitle}</h2>
      {factorsRemoved && !enabled ? (
        <Alert>
          <AlertDescription>{TWO_FACTOR.factorsRemoved}</AlertDescription>
        </Alert>
      ) : null}
      {required && !enabled ? (
        <Alert variant="destructive">
          <AlertDescription>{TWO_FACTOR.required}</AlertDescription>
        </Alert>
      ) : null}
      <p className="text-sm text-muted-foreground">{TWO_FACTOR.cardIntro}</p>
      <p className="text-sm font-medium">{enabled ? TWO_FACTOR.on : TWO_FACTOR.off}</p>
      {enabled && recoveryCodes ? <p className="text-sm text-muted-foreground">{TWO_FACTOR.recoveryLeft(recoveryLeft)}</p> : null}
      {recoveryCodes ? null : <p className="text-sm text-muted-foreground">{TWO_FACTOR.noRecoveryCodes}</p>}

      {codes && codes.length > 0 ? (
        <section aria-labelledby="recovery-codes-title" className="space-y-2 rounded-md border p-3">
          <h3 id="recovery-codes-title" className="font-semibold">
            {TWO_FACTOR.recoveryTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{TWO_FACTOR.recoveryIntro}</p>
          <ul aria-label={TWO_FACTOR.recoveryListLabel} className="grid grid-cols-2 gap-1 font-mono text-sm">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {!enabled && !setup ? (
        <div>
          <Button type="button" onClick={begin} disabled={pending}>
            {TWO_FACTOR.setUp}
          </Button>
        </div>
      ) : null}

      {!enabled && setup ? (
        <div className="space-y-3">
          <p className="text-sm">{TWO_FACTOR.scan}</p>
          {/* The SVG comes from the server (the qrcode package, or Supabase Auth's enrolment answer) and is shown as an
              image from a data: address: no remote image, and no markup of it runs in the page. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: address, nothing for next/image to optimise */}
          <img src={svgImage(setup.qrSvg)} alt={TWO_FACTOR.qrLabel} width={192} height={192} className="size-48 bg-white" />
          <div className="space-y-1">
            <Label htmlFor="two-factor-key">{TWO_FACTOR.keyLabel}</Label>
            <Input id="two-factor-key" readOnly value={setup.secret} className="font-mono" />
          </div>
          <form onSubmit={confirm} className="space-y-2" noValidate>
            <div className="space-y-1">
              <Label htmlFor="two-factor-confirm">{TWO_FACTOR.confirmCode}</Label>
              <Input id="two-factor-confirm" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={10} aria-invalid={!!errors.code} aria-describedby="two-factor-confirm-error" />
              <FieldError id="two-factor-confirm-error">{errors.code}</FieldError>
            </div>
            <Button type="submit" disabled={pending}>
              {TWO_FACTOR.turnOn}
            </Button>
          </form>
        </div>
      ) : null}

      {enabled ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {recoveryCodes ? (
            <PasswordConfirmForm id="two-factor-password-codes" onSubmit={withPassword(actions.regenerateRecoveryCodesAction, TWO_FACTOR.recoveryTitle)} error={errors.password} pending={pending} variant="outline">
              {TWO_FACTOR.newCodes}
            </PasswordConfirmForm>
          ) : null}
          <PasswordConfirmForm id="two-factor-password-off" onSubmit={withPassword(actions.disableTwoFactorAction, TWO_FACTOR.disabled)} error={errors.password} pending={pending} variant="destructive">
            {TWO_FACTOR.turnOff}
          </PasswordConfirmForm>
          <FieldError id={PASSWORD_ERROR_ID}>{errors.password}</FieldError>
        </div>
      ) : null}
    </Card>
  )
}
