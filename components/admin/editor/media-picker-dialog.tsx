"use client"

import { useEffect, useRef, useState } from "react"
import Image from "next/image"
import { ChevronLeft, ChevronRight, Loader2, Search, Upload } from "lucide-react"

import { EDITOR } from "@/lib/copy/editor"
import { MEDIA } from "@/lib/copy/media"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { Input } from "@/components/ui/input"

import { toastError, toastSuccess } from "../toasts"
import { fetchPickerImages, uploadContentImage, type PickerImage, type PickerPage, type UploadAction } from "../upload-client"

// Same filter as the featured image: the server checks the bytes, this only narrows the file chooser.
const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp"

type MediaPickerDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (image: PickerImage) => void
  upload?: UploadAction
}

/** The library's images, searchable and paged, with an upload button: choosing one hands it to the alt-text step. */
export function MediaPickerDialog({ open, onOpenChange, onChoose, upload = uploadContentImage }: MediaPickerDialogProps) {
  const [query, setQuery] = useState("")
  const [search, setSearch] = useState("")
  const [page, setPage] = useState(1)
  const [data, setData] = useState<PickerPage | null>(null)
  const [failed, setFailed] = useState(false)
  const [uploading, setUploading] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!open) return
    let live = true
    fetchPickerImages(search, page)
      .then((result) => {
        if (!live) return
        setFailed(!result.ok)
        if (result.ok) setData(result.data)
        else toastError(MEDIA.loadFailed, result.error)
      })
      .catch((error: unknown) => {
        if (!live) return
        setFailed(true)
        toastError(MEDIA.loadFailed, error)
      })
    return () => {
      live = false
    }
  }, [open, search, page])

  async function onFile(file: File | undefined) {
    if (!file) return
    setUploading(true)
    try {
      const result = await upload(file)
      if (!result.ok) {
        toastError(MEDIA.uploadFailed, result.error)
        return
      }
      toastSuccess(MEDIA.uploaded)
      const f = result.data
      onChoose({ id: f.id, name: f.name, url: f.url, alt: f.alt ?? "", caption: f.caption ?? "", width: f.width ?? null, height: f.height ?? null })
    } catch (error) {
      toastError(MEDIA.uploadFailed, error)
    } finally {
      setUploading(false)
      if (inputRef.current) inputRef.current.value = ""
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" onCloseAutoFocus={(event) => event.preventDefault()} data-testid="media-picker">
        <DialogHeader>
          <DialogTitle>{EDITOR.pickerTitle}</DialogTitle>
          <DialogDescription>{MEDIA.title}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <form
            role="search"
            className="flex w-full max-w-sm gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              event.stopPropagation() // never the editor's form
              setPage(1)
              setSearch(query.trim())
            }}
          >
            <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={EDITOR.pickerSearch} aria-label={EDITOR.pickerSearch} maxLength={200} />
            <Button type="submit" variant="outline" size="icon" aria-label={EDITOR.pickerSearch}>
              <Search aria-hidden />
            </Button>
          </form>
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={uploading}>
            {uploading ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
            {uploading ? MEDIA.uploading : EDITOR.pickerUpload}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={EDITOR.pickerUpload}
            data-testid="picker-file-input"
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </div>
        {data === null && !failed ? (
          <Loader2 aria-label="Loading" className="mx-auto my-8 size-6 animate-spin" />
        ) : data && data.rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{EDITOR.pickerEmpty}</p>
        ) : data ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" data-testid="picker-grid">
            {data.rows.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => onChoose(image)}
                  className="group flex w-full flex-col gap-1 rounded-md border p-1 text-left outline-none hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/40"
                  aria-label={`Choose ${image.name}`}
                >
                  <span className="relative block aspect-square overflow-hidden rounded bg-muted">
                    <Image src={image.url} alt="" fill unoptimized sizes="12rem" className="object-cover" />
                  </span>
                  <span className="truncate px-1 text-xs">{image.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {data && pages > 1 ? (
          <nav aria-label="Pagination" className="flex items-center justify-center gap-2 text-sm">
            <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={EDITOR.pickerPrevious}>
              <ChevronLeft aria-hidden />
            </Button>
            <span className="tabular-nums">
              Page {page} of {pages}
            </span>
            <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={EDITOR.pickerNext}>
              <ChevronRight aria-hidden />
            </Button>
          </nav>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
