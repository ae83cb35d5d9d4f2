"use client"

import { useState } from "react"

import { TEAM_UI } from "@/lib/copy/team"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

export type ShownLink = { kind: "invite" | "reset"; email: string; link: string; emailed: boolean; expiresAt: string }

/** A link just created, shown once to copy (the server keeps only its hash, so it cannot be shown again). */
export function CreatedLinkBox({ shown, mail, onClose }: { shown: ShownLink; mail: boolean; onClose: () => void }) {
  const [copied, setCopied] = useState(false)
  // Supabase mode: Supabase e-mailed its own link, which this server never sees.
  if (!shown.link) {
    return (
      <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="created-link">
        {TEAM_UI.emailedBySupabase(shown.email)}
      </p>
    )
  }
  const note =
    shown.kind === "reset" ? TEAM_UI.resetLinkHint(shown.email) : shown.emailed && mail ? TEAM_UI.linkEmailed(shown.email) : TEAM_UI.linkNotEmailed
  return (
    <div className="space-y-2 rounded-md border bg-muted/40 p-3" data-testid="created-link">
      <Label htmlFor="created-link">{TEAM_UI.linkHeading}</Label>
      <p className="text-sm text-muted-foreground">{note}</p>
      <div className="flex gap-2">
        <Input id="created-link" readOnly value={shown.link} onFocus={(e) => e.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            await navigator.clipboard?.writeText(shown.link).catch(() => {})
            setCopied(true)
          }}
        >
          {copied ? TEAM_UI.copied : TEAM_UI.copy}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose} aria-label="Close">
          ×
        </Button>
      </div>
    </div>
  )
}
