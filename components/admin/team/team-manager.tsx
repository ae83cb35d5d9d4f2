"use client"

import { useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import { TEAM_UI } from "@/lib/copy/team"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { FieldError } from "@/components/ui/field-error"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { ConfirmDeleteDialog } from "../confirm-delete-dialog"
import { formatDateTime } from "../format"
import { toastError, toastSuccess } from "../toasts"
import { CreatedLinkBox, type ShownLink } from "./created-link-box"

type Role = "owner" | "admin" | "editor" | "reviewer"
type Member = { id: string; email: string; role: Role; lastSignIn: string | null; sessions: number }
type Invitation = { id: string; email: string; role: Role; status: keyof typeof TEAM_UI.invitationStatus; expiresAt: string }
type Created = { link: string; emailed: boolean; expiresAt: string }

export type TeamActions = {
  inviteMemberAction(values: { email: string; role: string }): Promise<ActionResult<Created>>
  resendInvitationAction(id: string): Promise<ActionResult<Created>>
  revokeInvitationAction(id: string): Promise<ActionResult<void>>
  changeRoleAction(userId: string, role: string): Promise<ActionResult<void>>
  removeMemberAction(userId: string): Promise<ActionResult<void>>
  createResetLinkAction(userId: string): Promise<ActionResult<Created>>
  transferOwnershipAction(userId: string, password: string): Promise<ActionResult<void>>
}

type TeamManagerProps = { me: { id: string; role: Role }; members: Member[]; invitations: Invitation[]; mail: boolean; actions: TeamActions }

const ROLE_LABEL: Record<Role, string> = { owner: "Owner", admin: "Admin", editor: "Editor", reviewer: "Reviewer" }

export function TeamManager({ me, members, invitations, mail, actions }: TeamManagerProps) {
  const [pending, start] = useTransition()
  const [shown, setShown] = useState<ShownLink | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Member | null>(null)
  const [transferTo, setTransferTo] = useState<Member | null>(null)
  const [transferError, setTransferError] = useState<string | null>(null)

  function run<T>(call: () => Promise<ActionResult<T>>, onOk: (data: T) => void) {
    start(async () => {
      const result = await call()
      if (result.ok) onOk(result.data)
      else toastError(result.error)
    })
  }

  function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get("email") ?? "")
    const role = String(form.get("role") ?? "editor")
    const target = event.currentTarget
    start(async () => {
      const result = await actions.inviteMemberAction({ email, role })
      if (!result.ok) {
        setFieldError(result.fieldErrors?.email?.[0] ?? result.error)
        return
      }
      setFieldError(null)
      target.reset()
      toastSuccess(TEAM_UI.invited)
      setShown({ kind: "invite", email, ...result.data })
    })
  }

  return (
    <div className="space-y-6">
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <h2 className="text-lg font-semibold">{TEAM_UI.inviteHeading}</h2>
        <form onSubmit={invite} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <div className="flex-1 space-y-1">
            <Label htmlFor="invite-email">{TEAM_UI.email}</Label>
            <Input id="invite-email" name="email" type="email" required aria-invalid={!!fieldError} aria-describedby="invite-email-error" />
            <FieldError id="invite-email-error">{fieldError}</FieldError>
          </div>
          <div className="space-y-1">
            <Label htmlFor="invite-role">{TEAM_UI.role}</Label>
            <select id="invite-role" name="role" defaultValue="editor" className={INPUT_CLASS}>
              <option value="editor">{ROLE_LABEL.editor}</option>
              <option value="reviewer">{ROLE_LABEL.reviewer}</option>
              <option value="admin">{ROLE_LABEL.admin}</option>
            </select>
          </div>
          <Button type="submit" disabled={pending}>
            {pending ? TEAM_UI.inviting : TEAM_UI.inviteButton}
          </Button>
        </form>
        {shown ? <CreatedLinkBox shown={shown} mail={mail} onClose={() => setShown(null)} /> : null}
      </Card>

      <Card className="gap-4 px-4 py-4 sm:px-6">
        <h2 className="text-lg font-semibold">{TEAM_UI.membersHeading}</h2>
        <Table aria-label={TEAM_UI.membersHeading}>
          <TableHeader>
            <TableRow>
              <TableHead>{TEAM_UI.email}</TableHead>
              <TableHead>{TEAM_UI.role}</TableHead>
              <TableHead>{TEAM_UI.lastSignIn}</TableHead>
              <TableHead>{TEAM_UI.status}</TableHead>
              <TableHead>{TEAM_UI.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {members.map((m) => (
              <TableRow key={m.id} data-testid={`member-${m.email}`}>
                <TableCell className="font-medium">
                  {m.email} {m.id === me.id ? <span className="text-muted-foreground">{TEAM_UI.you}</span> : null}
                </TableCell>
                <TableCell>
                  {m.role === "owner" ? (
                    ROLE_LABEL.owner
                  ) : (
                    <select
                      aria-label={`${TEAM_UI.role} of ${m.email}`}
                      defaultValue={m.role}
                      disabled={pending}
                      className={INPUT_CLASS}
                      onChange={(e) => {
                        const role = e.currentTarget.value
                        run(() => actions.changeRoleAction(m.id, role), () => toastSuccess(TEAM_UI.roleChanged))
                      }}
                    >
                      <option value="admin">{ROLE_LABEL.admin}</option>
                      <option value="editor">{ROLE_LABEL.editor}</option>
                      <option value="reviewer">{ROLE_LABEL.reviewer}</option>
              <option value="reviewer">{ROLE_LABEL.reviewer}</option>
                    </select>
                  )}
                </TableCell>
                <TableCell>{m.lastSignIn ? formatDateTime(m.lastSignIn) : TEAM_UI.never}</TableCell>
                <TableCell>{TEAM_UI.active}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-2">
                    {m.id !== me.id && (m.role !== "owner" || me.role === "owner") ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={pending}
                        onClick={() =>
                          run(
                            () => actions.createResetLinkAction(m.id),
                            (data) => setShown({ kind: "reset", email: m.email, ...data }),
                          )
                        }
                      >
                        {TEAM_UI.resetLink}
                      </Button>
                    ) : null}
                    {m.role !== "owner" ? (
                      <Button size="sm" variant="outline" disabled={pending} onClick={() => setRemoving(m)}>
                        {TEAM_UI.remove}
                      </Button>
                    ) : null}
                    {me.role === "owner" && m.role === "admin" ? (
                      <Button size="sm" variant="outline" disabled={pending} onClick={() => setTransferTo(m)}>
                        {TEAM_UI.transfer}
                      </Button>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>

      <Card className="gap-4 px-4 py-4 sm:px-6">
        <h2 className="text-lg font-semibold">{TEAM_UI.invitationsHeading}</h2>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEAM_UI.noInvitations}</p>
        ) : (
          <Table aria-label={TEAM_UI.invitationsHeading}>
            <TableHeader>
              <TableRow>
                <TableHead>{TEAM_UI.email}</TableHead>
                <TableHead>{TEAM_UI.role}</TableHead>
                <TableHead>{TEAM_UI.status}</TableHead>
                <TableHead>{TEAM_UI.expires}</TableHead>
                <TableHead>{TEAM_UI.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations.map((i) => (
                <TableRow key={i.id} data-testid={`invitation-${i.email}`}>
                  <TableCell className="font-medium">{i.email}</TableCell>
                  <TableCell>{ROLE_LABEL[i.role]}</TableCell>
                  <TableCell>{TEAM_UI.invitationStatus[i.status]}</TableCell>
                  <TableCell>{formatDateTime(i.expiresAt)}</TableCell>
                  <TableCell>
                    {i.status === "pending" || i.status === "expired" ? (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={pending}
                          onClick={() =>
                            run(
                              () => actions.resendInvitationAction(i.id),
                              (data) => setShown({ kind: "invite", email: i.email, ...data }),
                            )
                          }
                        >
                          {TEAM_UI.resend}
                        </Button>
                        {i.status === "pending" ? (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={pending}
                            onClick={() => run(() => actions.revokeInvitationAction(i.id), () => toastSuccess(TEAM_UI.revoked))}
                          >
                            {TEAM_UI.revoke}
                          </Button>
                        ) : null}
                      </div>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>

      <ConfirmDeleteDialog
        open={!!removing}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        description={removing ? TEAM_UI.removeConfirm(removing.email) : ""}
        pending={pending}
        onConfirm={() => {
          const target = removing
          if (!target) return
          run(
            () => actions.removeMemberAction(target.id),
            () => {
              setRemoving(null)
              toastSuccess(TEAM_UI.removed)
            },
          )
        }}
      />

      <Dialog open={!!transferTo} onOpenChange={(open) => (open ? undefined : (setTransferTo(null), setTransferError(null)))}>
        <DialogContent>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              const target = transferTo
              if (!target) return
              const password = String(new FormData(event.currentTarget).get("password") ?? "")
              start(async () => {
                const result = await actions.transferOwnershipAction(target.id, password)
                if (!result.ok) return setTransferError(result.fieldErrors?.password?.[0] ?? result.error)
                setTransferTo(null)
                toastSuccess(TEAM_UI.transferred)
              })
            }}
            className="space-y-4"
          >
            <DialogHeader>
              <DialogTitle>{TEAM_UI.transferTitle}</DialogTitle>
              <DialogDescription>{transferTo ? TEAM_UI.transferText(transferTo.email) : ""}</DialogDescription>
            </DialogHeader>
            <div className="space-y-1">
              <Label htmlFor="transfer-password">{TEAM_UI.password}</Label>
              <Input id="transfer-password" name="password" type="password" autoComplete="current-password" required aria-invalid={!!transferError} />
              <FieldError>{transferError}</FieldError>
            </div>
            <DialogFooter>
              <Button type="submit" disabled={pending}>
                {TEAM_UI.transferConfirm}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  )
}
