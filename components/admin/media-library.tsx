"use client"

import { useRef, useState, useTransition } from "react"
import { useRouter } from "next/navigation"
import { Loader2, Upload } from "lucide-react"

import { MEDIA, tooLargeMessage } from "@/lib/messages/media"
import { Button } from "@/components/ui/button"

import { ConfirmDeleteDialog } from "./confirm-delete-dialog"
import { MediaCard } from "./media-card"
import { toastError, toastSuccess } from "./toasts"
import type { DeleteAction, MediaItem } from "./types"
import { uploadMediaFile, type UploadAction } from "./upload-client"

type MediaLibraryProps = {
  items: MediaItem[]
  maxBytes: number
  remove: DeleteAction
  upload?: UploadAction
}

export function MediaLibrary({ items, maxBytes, remove, upload = uploadMediaFile }: MediaLibraryProps) {
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<MediaItem | null>(null)
  const [deleting, startDelete] = useTransition()

  async function onFile(file: File | undefined) {
    if (!file) return
    setProblem(null)
    if (file.size > maxBytes) {
      const message = tooLargeMessage(maxBytes)
      setProblem(message)
      toastError(MEDIA.uploadFailed, message)
      return
    }
    setUploading(true)
    try {
      const result = await upload(file)
      if (!result.ok) {
        setProblem(result.error)
        toastError(MEDIA.uploadFailed, result.error)
        return
      }
      toastSuccess(MEDIA.uploaded)
      router.refresh()
    } catch (error) {
      toastError(MEDIA.uploadFailed, error)
    } finally {
      setUploading(false)
      if (inputRef.current) inputRef.current.value = ""
    }
  }

  function onDelete() {
    const item = toDelete
    if (!item) return
    startDelete(async () => {
      try {
        const result = await remove(item.id)
        if (!result.ok) toastError(MEDIA.deleteFailed, result.error)
        else toastSuccess(MEDIA.deleted)
      } catch (error) {
        toastError(MEDIA.deleteFailed, error)
      } finally {
        setToDelete(null)
      }
    })
  }

  const pick = () => inputRef.current?.click()

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Any file type, up to {Math.round(maxBytes / (1024 * 1024))} MB.</p>
        <Button type="button" onClick={pick} disabled={uploading} data-testid="media-upload-button">
          {uploading ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
          {uploading ? MEDIA.uploading : MEDIA.upload}
        </Button>
      </div>
      <input
        ref={inputRef}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={MEDIA.upload}
        data-testid="media-file-input"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-background px-4 py-16 text-center" data-testid="media-empty">
          <p className="text-muted-foreground">{MEDIA.empty}</p>
          <Button type="button" variant="outline" onClick={pick} disabled={uploading}>
            <Upload aria-hidden />
            {MEDIA.uploadFirst}
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="media-grid">
          {items.map((item) => (
            <MediaCard key={item.id} item={item} onDelete={() => setToDelete(item)} />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        description={MEDIA.deleteDescription}
        pending={deleting}
        onConfirm={onDelete}
      />
    </div>
  )
}
