"use client"

import { Loader2 } from "lucide-react"

import { FORM } from "@/lib/messages/common"
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
}

export function PublishSettings({ published, onPublishedChange, saving, disabled, saveLabel, liveHref }: PublishSettingsProps) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{FORM.publishSettings}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Checkbox id="published" checked={published} onCheckedChange={(v) => onPublishedChange(v === true)} />
          <Label htmlFor="published">{FORM.published}</Label>
        </div>
        <Button type="submit" disabled={saving || disabled} className="w-full" data-testid="save-button">
          {saving ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {saving ? FORM.saving : saveLabel}
        </Button>
        {liveHref ? (
          <a href={liveHref} target="_blank" rel="noopener noreferrer" className="text-center text-sm font-medium text-primary hover:underline">
            {FORM.viewOnSite}
          </a>
        ) : null}
      </CardContent>
    </Card>
  )
}
