"use client"

import { useRef, useState, useTransition } from "react"
import { useRouter } from "next/navigation"
import { Loader2, Upload } from "lucide-react"

import { MEDIA, tooLargeMessage, usedInText } from "@/lib/copy/media"
import { DIALOG } from "@/lib/copy/common"
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog"
import { Button } from "@/components/ui/button"

import { ConfirmDeleteDialog } from "./confirm-delete-dialog"
import { MediaCard } from "./media-card"
import { MediaDetailsDialog } from "./media-details-dialog"
import { MediaFilters } from "./media-filters"
import { DEFAULT_MEDIA_STATE, mediaHref, type MediaState } from "./media-query"
import { Pagination } from "./pagination"
import { toastError, toastSuccess } from "./toasts"
import type { DeleteAction, MediaItem, MediaUsageAction, SaveMediaMetaAction } from "@/lib/data/admin/views"
import { uploadMediaFile, type UploadAction } from "./upload-client"
import { useConfirmedDelete } from "./use-confirmed-delete"

type MediaLibraryProps = {
  items: MediaItem[]
  total?: number
  pageSize?: number
  state?: MediaState
  maxBytes: number
  remove: DeleteAction
  loadUsage?: MediaUsageAction
  saveMeta?: SaveMediaMetaAction
  upload?: UploadAction
}

const noUsage: MediaUsageAction = async () => ({ ok: true, data: [] })
const noSave: SaveMediaMetaAction = async () => ({ ok: false, error: "Saving is not available here" })

export function MediaLibrary(props: MediaLibraryProps) {
  const { maxBytes, remove, upload = uploadMediaFile, loadUsage = noUsage, saveMeta = noSave } = props
  const state = props.state ?? DEFAULT_MEDIA_STATE
  const total = props.total ?? props.items.length
  const pageSize = props.pageSize ?? Math.max(1, props.items.length)
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [inUse, setInUse] = useState<{ item: MediaItem; text: string } | null>(null)
  const [details, setDetails] = useState<MediaItem | null>(null)
  const del = useConfirmedDelete<MediaItem>(remove, { failed: MEDIA.deleteFailed, deleted: MEDIA.deleted })
  // Details saved here show at once, before the refreshed page arrives.
  const [saved, setSaved] = useState<Record<string, MediaItem>>({})
  const items = props.items.map((item) => {
    const meta = saved[item.id]
    return meta ? { ...item, alt: meta.alt, caption: meta.caption } : item
  })
  const [, startCheck] = useTransition()

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

  // A file in use warns with the list of posts and pages first, so nobody breaks a live page by accident; the
  // spec's confirmation follows either way.
  function askDelete(item: MediaItem) {
    startCheck(async () => {
      try {
        const result = await loadUsage(item.id)
        if (result.ok && result.data.length > 0) setInUse({ item, text: usedInText(result.data) })
        else del.ask(item)
      } catch {
        del.ask(item)
      }
    })
  }

  const pick = () => inputRef.current?.click()
  const filtered = state.q !== "" || state.filter !== "all"

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
      <MediaFilters state={state} />
      {items.length === 0 && filtered ? (
        <p className="rounded-xl border border-dashed bg-background px-4 py-16 text-center text-muted-foreground" data-testid="media-no-matches">
          {MEDIA.noMatches}
        </p>
      ) : items.length === 0 ? (
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
            <MediaCard key={item.id} item={item} onDelete={() => askDelete(item)} onDetails={() => setDetails(item)} />
          ))}
        </ul>
      )}
      {total > 0 ? (
        <Pagination basePath="/admin/media" state={{ page: state.page }} total={total} pageSize={pageSize} noun={MEDIA.noun} hrefFor={(page) => mediaHref({ ...state, page })} />
      ) : null}
      <AlertDialog open={inUse !== null} onOpenChange={(open) => (open ? undefined : setInUse(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{MEDIA.inUseTitle}</AlertDialogTitle>
            <AlertDialogDescription data-testid="media-in-use">{inUse?.text}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{DIALOG.cancel}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                const item = inUse?.item ?? null
                setInUse(null)
                del.ask(item)
              }}
            >
              {MEDIA.deleteAnyway}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <MediaDetailsDialog item={details} onOpenChange={(open) => (open ? undefined : setDetails(null))} onSaved={(item) => {
          setSaved((all) => ({ ...all, [item.id]: item }))
          router.refresh()
        }} saveMeta={saveMeta} loadUsage={loadUsage} />
      <ConfirmDeleteDialog {...del.dialog} description={MEDIA.deleteDescription} />
    </div>
  )
}
