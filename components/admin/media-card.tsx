"use client"

import Image from "next/image"
import { Copy, FileIcon, Trash2 } from "lucide-react"

import { MEDIA } from "@/lib/messages/media"
import { Button } from "@/components/ui/button"

import { formatKb } from "./format"
import { toastError, toastSuccess } from "./toasts"
import type { MediaItem } from "./types"

type MediaCardProps = { item: MediaItem; onDelete: () => void }

/** Thumbnail or file icon, name and size; "Copy URL" and delete appear on hover and on keyboard focus. */
export function MediaCard({ item, onDelete }: MediaCardProps) {
  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(item.absoluteUrl)
      toastSuccess(MEDIA.urlCopied)
    } catch (error) {
      toastError(MEDIA.copyFailed, error)
    }
  }

  return (
    <li className="group relative overflow-hidden rounded-xl border bg-background shadow-sm" data-testid="media-card" data-name={item.name}>
      <div className="relative aspect-square bg-muted">
        {item.isImage ? (
          <Image src={item.url} alt={item.name} fill unoptimized sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
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
        <p className="text-xs text-muted-foreground">{formatKb(item.size)}</p>
      </div>
    </li>
  )
}
