"use client"

import { useEffect, useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import { LEADS } from "@/lib/copy/leads"
import { LEAD_STATUS_CHOICES, type LeadStatusChoice } from "@/lib/domain/leads/types"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

import { toastError, toastSuccess } from "../toasts"

const u = LEADS.ui
type Errors = Record<string, string[] | undefined>

function useForm(onDone: string) {
  const [errors, setErrors] = useState<Errors>({})
  const [pending, start] = useTransition()
  const run = (call: () => Promise<ActionResult>, after?: () => void) =>
    start(async () => {
      const result = await call()
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {})
        toastError(result.error)
        return
      }
      setErrors({})
      after?.()
      toastSuccess(onDone)
    })
  return { errors, pending, run }
}

function fieldProps(errors: Errors, name: string, id: string) {
  const error = errors[name]?.[0]
  return { "aria-invalid": Boolean(error), "aria-describedby": error ? `${id}-error` : undefined }
}

/** Records the page's first opening once (a POST when the page is shown). */
export function OpenLead({ id, open }: { id: string; open: (id: string) => Promise<ActionResult> }) {
  useEffect(() => {
    void open(id)
  }, [id, open])
  return null
}

/** Status, owner, value and tags; every field error is shown under its field and nothing is saved. */
export function LeadFields({
  lead,
  members,
  save,
}: {
  lead: { id: string; status: LeadStatusChoice; owner_id: string | null; value: string | null; tags: string[] }
  members: { id: string; email: string }[]
  save: (id: string, input: unknown) => Promise<ActionResult>
}) {
  const [status, setStatus] = useState<string>(lead.status)
  const [owner, setOwner] = useState(lead.owner_id ?? "")
  const [value, setValue] = useState(lead.value ?? "")
  const [tags, setTags] = useState(lead.tags.join(", "))
  const { errors, pending, run } = useForm(u.saved)

  function submit(event: FormEvent) {
    event.preventDefault()
    const tagList = tags.split(",").map((t) => t.trim()).filter(Boolean)
    run(() => save(lead.id, { status, owner: owner || null, value, tags: tagList }))
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label={u.details}>
      <div className="grid gap-1">
        <Label htmlFor="lead-status">{u.status}</Label>
        <select id="lead-status" className={INPUT_CLASS} value={status} onChange={(e) => setStatus(e.target.value)} {...fieldProps(errors, "status", "lead-status")}>
          {LEAD_STATUS_CHOICES.map((s) => (
            <option key={s} value={s}>
              {LEADS.statuses[s]}
            </option>
          ))}
        </select>
        <FieldError id="lead-status-error">{errors.status?.[0]}</FieldError>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="lead-owner">{u.owner}</Label>
        <select id="lead-owner" className={INPUT_CLASS} value={owner} onChange={(e) => setOwner(e.target.value)} {...fieldProps(errors, "owner", "lead-owner")}>
          <option value="">{LEADS.unassigned}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.email}
            </option>
          ))}
        </select>
        <FieldError id="lead-owner-error">{errors.owner?.[0]}</FieldError>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="lead-value">{u.value}</Label>
        <Input id="lead-value" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} {...fieldProps(errors, "value", "lead-value")} />
        <FieldError id="lead-value-error">{errors.value?.[0]}</FieldError>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="lead-tags">{u.tags}</Label>
        <Input id="lead-tags" value={tags} onChange={(e) => setTags(e.target.value)} {...fieldProps(errors, "tags", "lead-tags")} />
        <p className="text-xs text-muted-foreground">{u.tagsHelp}</p>
        <FieldError id="lead-tags-error">{errors.tags?.[0]}</FieldError>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {u.save}
        </Button>
      </div>
    </form>
  )
}

/** A Markdown note; "@member" e-mails them. Marked as a reply, it counts as the lead's response. */
export function NoteForm({ id, add }: { id: string; add: (id: string, input: unknown) => Promise<ActionResult> }) {
  const [body, setBody] = useState("")
  const [reply, setReply] = useState(false)
  const { errors, pending, run } = useForm(u.noteAdded)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        run(() => add(id, { body, reply }), () => {
          setBody("")
          setReply(false)
        })
      }}
      className="grid gap-2"
      noValidate
    >
      <Label htmlFor="lead-note">{u.note}</Label>
      <Textarea id="lead-note" rows={4} value={body} onChange={(e) => setBody(e.target.value)} {...fieldProps(errors, "body", "lead-note")} />
      <p className="text-xs text-muted-foreground">{u.noteHelp}</p>
      <FieldError id="lead-note-error">{errors.body?.[0]}</FieldError>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={reply} onChange={(e) => setReply(e.target.checked)} />
        {u.markReply}
      </label>
      <div>
        <Button type="submit" variant="outline" disabled={pending}>
          {u.addNote}
        </Button>
      </div>
    </form>
  )
}

/** An e-mail to the lead through the outbox, with the team's address as Reply-To. */
export function ReplyForm({ id, to, replyTo, subject, send }: { id: string; to: string; replyTo: string; subject: string; send: (id: string, input: unknown) => Promise<ActionResult> }) {
  const [title, setTitle] = useState(subject)
  const [body, setBody] = useState("")
  const { errors, pending, run } = useForm(u.replySent)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        run(() => send(id, { subject: title, body }), () => setBody(""))
      }}
      className="grid gap-2"
      noValidate
    >
      <p className="text-sm text-muted-foreground">{u.replyHelp(to, replyTo)}</p>
      <Label htmlFor="reply-subject">{u.replySubject}</Label>
      <Input id="reply-subject" value={title} onChange={(e) => setTitle(e.target.value)} {...fieldProps(errors, "subject", "reply-subject")} />
      <FieldError id="reply-subject-error">{errors.subject?.[0]}</FieldError>
      <Label htmlFor="reply-body">{u.replyBody}</Label>
      <Textarea id="reply-body" rows={6} value={body} onChange={(e) => setBody(e.target.value)} {...fieldProps(errors, "body", "reply-body")} />
      <FieldError id="reply-body-error">{errors.body?.[0]}</FieldError>
      <div>
        <Button type="submit" disabled={pending}>
          {u.sendReply}
        </Button>
      </div>
    </form>
  )
}

export function ReplayCrmButton({ id, replay }: { id: string; replay: (id: string) => Promise<ActionResult> }) {
  const { pending, run } = useForm(u.crmReplayed)
  return (
    <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => run(() => replay(id))}>
      {LEADS.crm.replay}
    </Button>
  )
}
