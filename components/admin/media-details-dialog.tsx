"use client"

import { useEffect, useState, useTransition } from "react"
import Image from "next/image"
import Link from "next/link"
import { Loader2 } from "lucide-react"

import { MEDIA } from "@/lib/copy/media"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

import { formatKb } from "./format"
import { toastError, toastSuccess } from "./toasts"
import type { MediaItem, MediaUsageAction, MediaUsageItem, SaveMediaMetaAction } from "@/lib/data/admin/views"

type MediaDetailsDialogProps = {
  item: MediaItem | null
  onOpenChange: (open: boolean) => void
  onSaved?: (item: MediaItem) => void
  saveMeta: SaveMediaMetaAction
  loadUsage: MediaUsageAction
}

/** Alt text and caption of one file (the defaults wherever it is inserted), and the posts and pages using it. */
export function MediaDetailsDialog({ item, onOpenChange, onSaved, saveMeta, loadUsage }: MediaDetailsDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        {item ? (
          <Details
            key={item.id}
            item={item}
            saveMeta={saveMeta}
            loadUsage={loadUsage}
            onClose={(saved) => {
              onOpenChange(false)
              if (saved) onSaved?.(saved)
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function Details({ item, saveMeta, loadUsage, onClose }: { item: MediaItem; saveMeta: SaveMediaMetaAction; loadUsage: MediaUsageAction; onClose: (saved?: MediaItem) => void }) {
  const [alt, setAlt] = useState(item.alt)
  const [caption, setCaption] = useState(item.caption)
  const [usage, setUsage] = useState<MediaUsageItem[] | null>(null)
  const [usageFailed, setUsageFailed] = useState(false)
  const [saving, startSave] = useTransition()

  useEffect(() => {
    let live = true
    loadUsage(item.id)
      .then((result) => {
        if (!live) return
        if (result.ok) setUsage(result.data)
        else setUsageFailed(true)
      })
      .catch(() => live && setUsageFailed(true))
    return () => {
      live = false
    }
  }, [item.id, loadUsage])

  function onSave(event: React.FormEvent) {
    event.preventDefault()
    startSave(async () => {
      try {
        const result = await saveMeta(item.id, { alt, caption })
        if (!result.ok) {
          toastError(MEDIA.saveFailed, result.error)
          return
        }
        toastSuccess(MEDIA.saved)
        onClose(result.data)
      } catch (error) {
        toastError(MEDIA.saveFailed, error)
      }
    })
  }

  return (
    <form onSubmit={onSave} className="flex flex-col gap-4" data-testid="media-details">
      <DialogHeader>
        <DialogTitle>{MEDIA.detailsTitle}</DialogTitle>
        <DialogDescription className="break-all">
          {item.name} · {formatKb(item.size)}
          {item.width && item.height ? ` · ${item.width} × ${item.height} px` : ""}
        </DialogDescription>
      </DialogHeader>
      {item.isImage ? (
        <div className="relative aspect-video overflow-hidden rounded-md border bg-muted">
          <Image src={item.url} alt={item.alt} fill unoptimized sizes="(min-width: 640px) 36rem, 100vw" className="object-contain" />
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="media-alt">{MEDIA.altLabel}</Label>
        <Input id="media-alt" value={alt} maxLength={1000} onChange={(e) => setAlt(e.target.value)} aria-describedby="media-alt-help" />
        <p id="media-alt-help" className="text-xs text-muted-foreground">
          {MEDIA.altHelp}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="media-caption">{MEDIA.captionLabel}</Label>
        <Textarea id="media-caption" rows={2} value={caption} maxLength={1000} onChange={(e) => setCaption(e.target.value)} />
      </div>
      <section aria-labelledby="media-used-in" className="flex flex-col gap-1.5">
        <h3 id="media-used-in" className="text-sm font-medium">
          {MEDIA.usedIn}
        </h3>
        {usageFailed ? (
          <p className="text-sm text-destructive">{MEDIA.usageFailed}</p>
        ) : usage === null ? (
          <Loader2 aria-label="Loading" className="size-4 animate-spin" />
        ) : usage.length === 0 ? (
          <p className="text-sm text-muted-foreground">{MEDIA.usedNowhere}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="media-used-in">
            {usage.map((u) => (
              <li key={`${u.kind}-${u.id}-${u.usage}`}>
                <Link href={u.editHref} className="font-medium underline-offset-4 hover:underline">
                  {u.title}
                </Link>{" "}
                <span className="text-muted-foreground">
                  ({u.kind}, {u.usage === "featured" ? MEDIA.featuredUsage : MEDIA.contentUsage})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DialogFooter>
        <Button type="submit" disabled={saving}>
          {saving ? MEDIA.saving : MEDIA.save}
        </Button>
      </DialogFooter>
    </form>
  )
}
