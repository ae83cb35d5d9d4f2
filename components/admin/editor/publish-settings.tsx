"use client"

import { Loader2 } from "lucide-react"

import { FORM } from "@/lib/copy/common"
import { SCHEDULE_MESSAGES } from "@/lib/copy/publishing"
import type { ContentStatus } from "@/lib/domain/schedule/status"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Checkbox } from "@/components/ui/checkbox"
import { Label } from "@/components/ui/label"

type PublishSettingsProps = {
  published: boolean
  onPublishedChange: (published: boolean) => void
  saving: boolean
  disabled?: boolean
  saveLabel: string
  /** The public URL, shown as "View on site" once the saved record is published. */
  liveHref: string | null
  /** The saved record's status, and when a scheduled one goes live (site time zone text). */
  status?: { status: ContentStatus; scheduledFor: string | null }
  /** The Schedule field (date and time in the site's zone). */
  schedule?: React.ReactNode
  /** Preview and share controls. */
  children?: React.ReactNode
}

const STATUS_TEXT: Record<ContentStatus, string> = {
  draft: SCHEDULE_MESSAGES.statusDraft,
  scheduled: SCHEDULE_MESSAGES.statusScheduled,
  published: SCHEDULE_MESSAGES.statusPublished,
}

export function PublishSettings(props: PublishSettingsProps) {
  const { published, onPublishedChange, saving, disabled, saveLabel, liveHref, status, schedule, children } = props
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{FORM.publishSettings}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status ? (
          <p className="text-sm" data-testid="record-status">
            <span className="text-muted-foreground">{SCHEDULE_MESSAGES.status}: </span>
            <span className="font-medium">{STATUS_TEXT[status.status]}</span>
            {status.status === "scheduled" && status.scheduledFor ? <span className="text-muted-foreground"> — {status.scheduledFor}</span> : null}
          </p>
        ) : null}
        <div className="flex items-center gap-2">
          <Checkbox id="published" checked={published} onCheckedChange={(v) => onPublishedChange(v === true)} />
          <Label htmlFor="published">{FORM.published}</Label>
        </div>
        {schedule}
        <Button type="submit" disabled={saving || disabled} className="w-full" data-testid="save-button">
          {saving ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {saving ? FORM.saving : saveLabel}
        </Button>
        {liveHref ? (
          <a href={liveHref} target="_blank" rel="noopener noreferrer" className="text-center text-sm font-medium text-primary hover:underline">
            {FORM.viewOnSite}
          </a>
        ) : null}
        {children}
      </CardContent>
    </Card>
  )
}
