"use client"

import { useRouter } from "next/navigation"
import { useState, useTransition } from "react"

import { MEMBER_REVIEW as T, REVIEW_MESSAGES, REVIEW_PAGE } from "@/lib/copy/medical-review"
import type { ActionResult } from "@/lib/data/admin/views"
import { Alert, AlertDescription } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

import { toastError, toastSuccess } from "../toasts"

/** approve/changes: recorded (the action then sends the Reviewer to their list); changed: the content moved on while the page was open, nothing recorded. */
export type MemberDecisionOutcome = { outcome: "approve" | "changes" | "changed" }
export type MemberDecisionAction = (kind: string, id: string, values: unknown) => Promise<ActionResult<MemberDecisionOutcome>>

type Props = {
  kind: string
  id: string
  /** The fingerprint of the version the page shows: the decision is refused when the content changed since. */
  contentHash: string
  reviewer: { name: string; credentials: string }
  action: MemberDecisionAction
}

/**
 * A Reviewer's decision on the version shown above: their name and credentials as People lists them (the approval
 * names them so), a comment (required to request changes), Approve or Request changes. When the content changed
 * meanwhile nothing is recorded: the page is drawn again with the new diff and says so.
 */
export function MemberDecisionForm({ kind, id, contentHash, reviewer, action }: Props) {
  const router = useRouter()
  const [comment, setComment] = useState("")
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  function decide(decision: "approve" | "changes") {
    startTransition(async () => {
      const result = await action(kind, id, { decision, comment, content_hash: contentHash })
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {})
        if (!result.fieldErrors) setNotice(result.error)
        return toastError(result.fieldErrors ? T.failed : `${T.failed}: ${result.error}`)
      }
      setErrors({})
      if (result.data.outcome === "changed") {
        setNotice(REVIEW_MESSAGES.changedMeanwhile)
        // The server draws the page again: the new diff, and the version this form then decides on.
        router.refresh()
        return
      }
      setNotice(null)
      toastSuccess(result.data.outcome === "approve" ? REVIEW_PAGE.approved : REVIEW_PAGE.changesRequested)
      router.push(`/admin/reviews?done=${result.data.outcome}`)
    })
  }

  const error = (field: string) => errors[field]?.[0]
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="review-decision" className="font-display text-lg font-semibold">
            {T.decisionHeading}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby="review-decision"
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
          }}
        >
          {notice ? (
            <Alert role="alert" data-testid="review-notice">
              <AlertDescription>{notice}</AlertDescription>
            </Alert>
          ) : null}
          <div className="space-y-1">
            <Label htmlFor="review-name">{REVIEW_PAGE.name}</Label>
            <Input id="review-name" readOnly value={reviewer.name} aria-describedby="review-identity-help" />
          </div>
          <div className="space-y-1">
            <Label htmlFor="review-credentials">{REVIEW_PAGE.credentials}</Label>
            <Input id="review-credentials" readOnly value={reviewer.credentials} aria-describedby="review-identity-help" />
            <p id="review-identity-help" className="text-xs text-muted-foreground">
              {T.identityHelp}
            </p>
          </div>
          <div className="space-y-1">
            <Label htmlFor="review-comment">{REVIEW_PAGE.comment}</Label>
            <Textarea
              id="review-comment"
              rows={5}
              maxLength={5000}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              aria-invalid={!!error("comment")}
              aria-describedby={error("comment") ? "review-comment-help review-comment-error" : "review-comment-help"}
            />
            <p id="review-comment-help" className="text-xs text-muted-foreground">
              {T.commentHelp}
            </p>
            <FieldError id="review-comment-error">{error("comment")}</FieldError>
          </div>
          <FieldError>{error("decision") ?? error("content_hash")}</FieldError>
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={pending} onClick={() => decide("approve")}>
              {REVIEW_PAGE.approve}
            </Button>
            <Button type="button" variant="outline" disabled={pending} onClick={() => decide("changes")}>
              {REVIEW_PAGE.requestChanges}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
