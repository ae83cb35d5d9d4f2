"use client"

import type { ContentKind } from "@/lib/domain/types"
import { Eye } from "lucide-react"

import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"
import { contentStatus } from "@/lib/domain/schedule/status"
import { Button } from "@/components/ui/button"

import type { CreateShareLinkAction, RevokeShareLinkAction, ShareLinkItem } from "@/lib/data/admin/views"
import { PublishSettings } from "./publish-settings"
import { ScheduleField } from "./schedule-field"
import { ShareLinks } from "./share-links"

export type ShareProps = { initialLinks: ShareLinkItem[]; create: CreateShareLinkAction; revoke: RevokeShareLinkAction }

type PublishBoxProps = {
  kind: ContentKind
  id: string | null
  published: boolean
  onPublishedChange: (published: boolean) => void
  saving: boolean
  saveLabel: string
  liveHref: string | null
  /** The saved record (null while new). */
  saved: { published: boolean; scheduledFor?: string | null } | null
  timeZone: string
  scheduleInput: React.ComponentProps<typeof ScheduleField>["input"]
  scheduleError?: string
  onPreview: () => void
  share?: ShareProps
  /** The pre-publish checklist, under the publish controls. */
  checklist?: React.ReactNode
}

/** The post and page editors' side box: status, Published, Schedule, Save, Preview and client share links. */
export function PublishBox(props: PublishBoxProps) {
  const { kind, id, saved, timeZone, scheduleInput, scheduleError, onPreview, share, checklist, ...settings } = props
  const status = saved ? { status: contentStatus({ published: saved.published, publish_at: saved.scheduledFor ?? null }), scheduledFor: saved.scheduledFor ?? null } : undefined
  return (
    <PublishSettings
      {...settings}
      status={status}
      schedule={<ScheduleField timeZone={timeZone} error={scheduleError} disabled={settings.published} input={scheduleInput} />}
    >
      <Button type="button" variant="outline" onClick={onPreview} data-testid="preview-button">
        <Eye aria-hidden />
        {PREVIEW_MESSAGES.previewButton}
      </Button>
      {share ? <ShareLinks kind={kind} recordId={id} initialLinks={share.initialLinks} create={share.create} revoke={share.revoke} /> : null}
      {checklist}
    </PublishSettings>
  )
}
