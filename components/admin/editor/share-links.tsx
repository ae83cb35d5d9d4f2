"use client"

import type { ContentKind } from "@/lib/domain/types"
import { useState, useTransition } from "react"
import { Copy, Link2 } from "lucide-react"

import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"

import { formatDateTime } from "../format"
import { toastError, toastSuccess } from "../toasts"
import type { CreateShareLinkAction, RevokeShareLinkAction, ShareLinkItem } from "@/lib/data/admin/views"

type ShareLinksProps = {
  kind: ContentKind
  /** Null while the record is unsaved: a link always shows the last saved version. */
  recordId: string | null
  initialLinks: ShareLinkItem[]
  create: CreateShareLinkAction
  revoke: RevokeShareLinkAction
}

const STATE_TEXT = { revoked: PREVIEW_MESSAGES.revoked, expired: PREVIEW_MESSAGES.expired } as const

/** Client-approval links: create one, copy it, revoke any of them. */
export function ShareLinks({ kind, recordId, initialLinks, create, revoke }: ShareLinksProps) {
  const [links, setLinks] = useState(initialLinks)
  const [created, setCreated] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  if (!recordId) return <p className="text-xs text-muted-foreground">{PREVIEW_MESSAGES.shareNeedsSave}</p>

  function onCreate() {
    startTransition(async () => {
      const result = await create(kind, recordId!).catch((error: unknown) => ({ ok: false as const, error: String(error) }))
      if (!result.ok) return toastError(PREVIEW_MESSAGES.failed, result.error)
      setCreated(result.data.url)
      setLinks((all) => [result.data.link, ...all])
      toastSuccess(PREVIEW_MESSAGES.shareCreated)
    })
  }

  function onRevoke(linkId: string) {
    startTransition(async () => {
      const result = await revoke(kind, recordId!, linkId).catch((error: unknown) => ({ ok: false as const, error: String(error) }))
      if (!result.ok) return toastError(PREVIEW_MESSAGES.failed, result.error)
      setLinks((all) => all.map((l) => (l.id === linkId ? result.data : l)))
      toastSuccess(PREVIEW_MESSAGES.linkRevoked)
    })
  }

  async function onCopy() {
    if (!created) return
    try {
      await navigator.clipboard.writeText(created)
      toastSuccess(PREVIEW_MESSAGES.copied)
    } catch (error) {
      toastError(PREVIEW_MESSAGES.failed, error)
    }
  }

  return (
    <div className="flex flex-col gap-3 border-t pt-4" data-testid="share-links">
      <Button type="button" variant="outline" onClick={onCreate} disabled={pending}>
        <Link2 aria-hidden />
        {PREVIEW_MESSAGES.shareButton}
      </Button>
      <p className="text-xs text-muted-foreground">{PREVIEW_MESSAGES.shareHelp}</p>
      {created ? (
        <div className="flex gap-2">
          <Input readOnly value={created} aria-label="Preview link" data-testid="share-link-url" onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" variant="secondary" size="icon" onClick={onCopy} aria-label={PREVIEW_MESSAGES.copy}>
            <Copy aria-hidden />
          </Button>
        </div>
      ) : null}
      {links.length ? (
        <ul className="flex flex-col gap-2 text-xs" aria-label={PREVIEW_MESSAGES.shareTitle}>
          {links.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-2" data-testid="share-link-row" data-state={link.state}>
              <span className="text-muted-foreground">
                {link.state === "active" ? `Valid until ${formatDateTime(link.expiresAt)}` : STATE_TEXT[link.state]}
              </span>
              {link.state === "active" ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => onRevoke(link.id)} disabled={pending}>
                  {PREVIEW_MESSAGES.revoke}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
