"use client"

import Image from "next/image"
import { Copy, FileIcon, Info, Trash2 } from "lucide-react"

import { MEDIA, usedCountText } from "@/lib/copy/media"
import { Button } from "@/components/ui/button"

import { formatKb } from "./format"
import { toastError, toastSuccess } from "./toasts"
import type { MediaItem } from "@/lib/data/admin/views"

type MediaCardProps = { item: MediaItem; onDelete: () => void; onDetails: () => void }

/**
 * Thumbnail or file icon, name and size; "Copy URL" and delete appear on hover and on keyboard focus. Details
 * (alt text, caption, where used) open from the button under the name.
 */
export function MediaCard({ item, onDelete, onDetails }: MediaCardProps) {
  async function copyUrl() {
    try {
      // The configured site address when there is one, else the address this admin is using.
      await navigator.clipboard.writeText(item.absoluteUrl ?? new URL(item.url, window.location.origin).href)
      toastSuccess(MEDIA.urlCopied)
    } catch (error) {
      toastError(MEDIA.copyFailed, error)
    }
  }

  return (
    <li className="group relative overflow-hidden rounded-xl border bg-background shadow-sm" data-testid="media-card" data-name={item.name}>
      <div className="relative aspect-square bg-muted">
        {item.isImage ? (
          <Image src={item.url} alt={item.alt || item.name} fill unoptimized sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
        ) : (
          <div className="flex h-full items-center justify-center">
            <FileIcon aria-hidden className="size-12 text-muted-foreground" data-testid="file-icon" />
          </div>
        )}
        <div className="absolute inset-0 flex items-center justify-center gap-2 bg-black/50 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
          <Button type="button" size="sm" variant="secondary" onClick={copyUrl}>
            <Copy aria-hidden />
            {MEDIA.copyUrl}
          </Button>
          <Button type="button" size="icon" variant="destructive" onClick={onDelete} aria-label={`${MEDIA.deleteFile}: ${item.name}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-0.5 p-3">
        <p className="truncate text-sm font-medium" title={item.name}>
          {item.name}
        </p>
        <div className="flex items-center justify-between gap-2">
          <div className="flex gap-2 text-xs text-muted-foreground">
            <p>{formatKb(item.size)}</p>
            <p data-testid="media-used-count">{usedCountText(item.usedCount)}</p>
          </div>
          <Button type="button" size="sm" variant="ghost" className="h-7 px-2" onClick={onDetails} aria-label={`${MEDIA.details}: ${item.name}`}>
            <Info aria-hidden />
            {MEDIA.details}
          </Button>
        </div>
      </div>
    </li>
  )
}
