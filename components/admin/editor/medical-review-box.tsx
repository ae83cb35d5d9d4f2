"use client"

import { useRef, useState, useTransition } from "react"

import { REVIEW_BOX as T, REVIEW_STATES } from "@/lib/copy/medical-review"
import type { ActionResult } from "@/lib/data/admin/views"
import type { ReviewStatus } from "@/lib/data/medical-review"
import type { ContentKind } from "@/lib/domain/types"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { FieldError } from "@/components/ui/field-error"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { toastError, toastSuccess } from "../toasts"

export type MedicalReviewActions = {
  request(kind: ContentKind, id: string, values: unknown): Promise<ActionResult<{ link: string; mailed?: boolean; status: ReviewStatus }>>
  revoke(kind: ContentKind, id: string, requestId: string): Promise<ActionResult<ReviewStatus>>
}

type Props = {
  kind: ContentKind
  id: string
  initial: ReviewStatus
  people: { id: string; name: string; credentials: string }[]
  actions: MedicalReviewActions
}

const day = (iso: string) => iso.slice(0, 10)

/** The editor's Medical review box: where the document stands, who approved which version, and a new request. */
export function MedicalReviewBox({ kind, id, initial, people, actions }: Props) {
  const [status, setStatus] = useState(initial)
  const [link, setLink] = useState<{ url: string; mailed: boolean } | null>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [pending, startTransition] = useTransition()
  // Uncontrolled fields, read when the request is sent: a choice made while the editor is still hydrating stays (a
  // controlled select is set back to its first state by hydration, and the request then names no reviewer).
  const reviewerRef = useRef<HTMLSelectElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const dueRef = useRef<HTMLInputElement>(null)

  function onRequest() {
    const values = { reviewer_id: reviewerRef.current?.value ?? "", reviewer_email: emailRef.current?.value ?? "", due_date: dueRef.current?.value ?? "" }
    startTransition(async () => {
      const result = await actions.request(kind, id, values)
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {})
        return toastError(result.fieldErrors ? T.failed : `${T.failed}: ${result.error}`)
      }
      setErrors({})
      setLink({ url: result.data.link, mailed: result.data.mailed !== false })
      setStatus(result.data.status)
      toastSuccess(T.requested)
    })
  }

  function onRevoke(requestId: string) {
    startTransition(async () => {
      const result = await actions.revoke(kind, id, requestId)
      if (!result.ok) return toastError(`${T.failed}: ${result.error}`)
      setStatus(result.data)
      setLink(null)
      toastSuccess(T.revoked)
    })
  }

  const error = (field: string) => errors[field]?.[0]
  const approval = status.approval
  return (
    <Card className="gap-4" data-testid="medical-review">
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <p>
          {T.state}: <strong data-testid="review-state">{REVIEW_STATES[status.state]}</strong>
        </p>
        <p className="text-muted-foreground">{status.required ? T.required : T.optional}</p>
        {approval ? (
          <p data-testid="review-approval">
            {T.approvedBy(approval.reviewer_name, approval.reviewer_credentials, day(approval.approved_at))}. {T.nextReview(day(approval.next_review_at))}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor="review-reviewer">{T.reviewer}</Label>
          <select
            id="review-reviewer"
            className={INPUT_CLASS}
            ref={reviewerRef}
            defaultValue=""
            aria-invalid={!!error("reviewer_id")}
            aria-describedby={error("reviewer_id") ? "review-reviewer-error" : undefined}
          >
            <option value="">{T.chooseReviewer}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}, {p.credentials || T.noCredentials}
              </option>
            ))}
          </select>
          <FieldError id="review-reviewer-error">{error("reviewer_id")}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="review-email">{T.reviewerEmail}</Label>
          <Input
            id="review-email"
            type="email"
            ref={emailRef}
            defaultValue=""
            aria-invalid={!!error("reviewer_email")}
            aria-describedby={error("reviewer_email") ? "review-email-error" : undefined}
          />
          <FieldError id="review-email-error">{error("reviewer_email")}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="review-due">{T.dueDate}</Label>
          <Input
            id="review-due"
            type="date"
            ref={dueRef}
            defaultValue=""
            aria-invalid={!!error("due_date")}
            aria-describedby={error("due_date") ? "review-due-error" : undefined}
          />
          <FieldError id="review-due-error">{error("due_date")}</FieldError>
        </div>
        <Button type="button" variant="outline" onClick={onRequest} disabled={pending}>
          {T.request}
        </Button>
        {link ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="review-link">{T.linkLabel}</Label>
            <Input id="review-link" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <p className="text-xs text-muted-foreground">{link.mailed ? T.linkHelp : T.linkCopy}</p>
          </div>
        ) : null}
        {status.requests.length ? (
          <ul className="flex flex-col gap-2 text-xs" aria-label={T.requests}>
            {status.requests.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2" data-testid="review-request" data-status={r.status}>
                <span>
                  {r.reviewer_email} · {T.statuses[r.status]}
                  {r.comment ? `: “${r.comment}”` : ""}
                </span>
                {r.status === "pending" ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => onRevoke(r.id)} disabled={pending}>
                    {T.revoke}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  )
}
