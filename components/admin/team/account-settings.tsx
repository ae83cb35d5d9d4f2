"use client"

import { useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import { ACCOUNT_UI } from "@/lib/copy/team"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { formatDateTime } from "../format"
import { toastError, toastSuccess } from "../toasts"

type Session = { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean }
type AccountActions = {
  changePasswordAction(current: string, next: string): Promise<ActionResult<void>>
  changeEmailAction(email: string, password: string): Promise<ActionResult<{ pending: boolean; email: string }>>
  endSessionAction(id: string): Promise<ActionResult<void>>
  endOtherSessionsAction(): Promise<ActionResult<number>>
}
type AccountSettingsProps = { email: string; sessions: Session[]; actions: AccountActions }
type Errors = Record<string, string | undefined>

/** Password, e-mail and the member's active sessions. */
export function AccountSettings({ email, sessions, actions }: AccountSettingsProps) {
  const [pending, start] = useTransition()
  const [pwErrors, setPwErrors] = useState<Errors>({})
  const [emailErrors, setEmailErrors] = useState<Errors>({})

  function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    start(async () => {
      const result = await actions.changePasswordAction(String(data.get("currentPassword") ?? ""), String(data.get("newPassword") ?? ""))
      if (!result.ok) {
        setPwErrors({ currentPassword: result.fieldErrors?.currentPassword?.[0], newPassword: result.fieldErrors?.newPassword?.[0] })
        if (!result.fieldErrors) toastError(result.error)
        return
      }
      setPwErrors({})
      form.reset()
      toastSuccess(ACCOUNT_UI.passwordChanged)
    })
  }

  function changeEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    start(async () => {
      const result = await actions.changeEmailAction(String(data.get("email") ?? ""), String(data.get("password") ?? ""))
      if (!result.ok) {
        setEmailErrors({ email: result.fieldErrors?.email?.[0], password: result.fieldErrors?.password?.[0] })
        if (!result.fieldErrors) toastError(result.error)
        return
      }
      setEmailErrors({})
      form.reset()
      toastSuccess(result.data.pending ? ACCOUNT_UI.emailPending(result.data.email) : ACCOUNT_UI.emailChanged(result.data.email))
    })
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <h2 className="text-lg font-semibold">{ACCOUNT_UI.passwordHeading}</h2>
        <form onSubmit={changePassword} className="space-y-3" noValidate>
          <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
          <div className="space-y-1">
            <Label htmlFor="current-password">{ACCOUNT_UI.currentPassword}</Label>
            <Input id="current-password" name="currentPassword" type="password" autoComplete="current-password" aria-invalid={!!pwErrors.currentPassword} />
            <FieldError id="current-password-error">{pwErrors.currentPassword}</FieldError>
          </div>
          <div className="space-y-1">
            <Label htmlFor="new-password">{ACCOUNT_UI.newPassword}</Label>
            <Input id="new-password" name="newPassword" type="password" autoComplete="new-password" aria-invalid={!!pwErrors.newPassword} />
            <FieldError id="new-password-error">{pwErrors.newPassword}</FieldError>
          </div>
          <Button type="submit" disabled={pending}>
            {ACCOUNT_UI.changePassword}
          </Button>
        </form>
      </Card>

      <Card className="gap-4 px-4 py-4 sm:px-6">
        <h2 className="text-lg font-semibold">{ACCOUNT_UI.emailHeading}</h2>
        <p className="text-sm text-muted-foreground" data-testid="account-email">
          {email}
        </p>
        <form onSubmit={changeEmail} className="space-y-3" noValidate>
          <div className="space-y-1">
            <Label htmlFor="account-new-email">{ACCOUNT_UI.newEmail}</Label>
            <Input id="account-new-email" name="email" type="email" autoComplete="email" aria-invalid={!!emailErrors.email} />
            <FieldError id="account-new-email-error">{emailErrors.email}</FieldError>
          </div>
          <div className="space-y-1">
            <Label htmlFor="account-email-password">{ACCOUNT_UI.currentPassword}</Label>
            <Input id="account-email-password" name="password" type="password" autoComplete="current-password" aria-invalid={!!emailErrors.password} />
            <FieldError id="account-email-password-error">{emailErrors.password}</FieldError>
          </div>
          <Button type="submit" disabled={pending}>
            {ACCOUNT_UI.changeEmail}
          </Button>
        </form>
      </Card>

      <Card className="gap-4 px-4 py-4 sm:px-6 lg:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{ACCOUNT_UI.sessionsHeading}</h2>
          <Button
            variant="outline"
            disabled={pending || sessions.length < 2}
            onClick={() =>
              start(async () => {
                const result = await actions.endOtherSessionsAction()
                if (result.ok) toastSuccess(ACCOUNT_UI.othersSignedOut(result.data))
                else toastError(result.error)
              })
            }
          >
            {ACCOUNT_UI.signOutOthers}
          </Button>
        </div>
        <Table aria-label={ACCOUNT_UI.sessionsHeading}>
          <TableHeader>
            <TableRow>
              <TableHead>{ACCOUNT_UI.device}</TableHead>
              <TableHead>{ACCOUNT_UI.signedIn}</TableHead>
              <TableHead>{ACCOUNT_UI.lastActive}</TableHead>
              <TableHead>
                <span className="sr-only">{ACCOUNT_UI.signOut}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sessions.map((s) => (
              <TableRow key={s.id} data-testid="session-row">
                <TableCell className="font-medium">
                  {s.device} {s.current ? <span className="text-muted-foreground">({ACCOUNT_UI.thisDevice})</span> : null}
                </TableCell>
                <TableCell>{formatDateTime(s.createdAt)}</TableCell>
                <TableCell>{formatDateTime(s.lastSeenAt)}</TableCell>
                <TableCell>
                  {s.current ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={pending}
                      onClick={() =>
                        start(async () => {
                          const result = await actions.endSessionAction(s.id)
                          if (result.ok) toastSuccess(ACCOUNT_UI.sessionEnded)
                          else toastError(result.error)
                        })
                      }
                    >
                      {ACCOUNT_UI.signOut}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  )
}
