"use client"

import { useRef, useState } from "react"
import dynamic from "next/dynamic"
import Image from "next/image"
import { ImageIcon, Images, Loader2, Upload, X } from "lucide-react"

import { tooLargeMessage } from "@/lib/copy/media"
import { POSTS } from "@/lib/copy/posts"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Label } from "@/components/ui/label"

import { EDITOR } from "@/lib/copy/editor"

import { toastError, toastSuccess } from "../toasts"
import type { UploadAction } from "../upload-client"

// Loaded when first opened, like the content field's picker.
const MediaPickerDialog = dynamic(() => import("./media-picker-dialog").then((m) => m.MediaPickerDialog), { ssr: false })

// Featured images are raster images only: the server checks the bytes, this only filters the picker.
const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp"

type FeaturedImageFieldProps = {
  url: string | null
  alt: string
  onUrlChange: (url: string | null) => void
  /** An image chosen from the library brings its alt text along as the default. */
  onAltDefault?: (alt: string) => void
  altInput: React.ReactNode
  upload: UploadAction
  maxBytes: number
  disabled?: boolean
}

/** Preview plus "Remove Image", or "No image selected" with "Upload Image" ("Uploading..." while busy). */
export function FeaturedImageField({ url, alt, onUrlChange, onAltDefault, altInput, upload, maxBytes, disabled }: FeaturedImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [picking, setPicking] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function onFile(file: File | undefined) {
    if (!file) return
    setProblem(null)
    if (file.size > maxBytes) {
      const message = tooLargeMessage(maxBytes)
      setProblem(message)
      toastError(POSTS.imageUploadFailed, message)
      return
    }
    setUploading(true)
    try {
      const result = await upload(file)
      if (!result.ok) {
        setProblem(result.error)
        toastError(POSTS.imageUploadFailed, result.error)
        return
      }
      onUrlChange(result.data.url)
      if (result.data.alt) onAltDefault?.(result.data.alt)
      toastSuccess(POSTS.imageUploaded)
    } catch (error) {
      toastError(POSTS.imageUploadFailed, error)
    } finally {
      setUploading(false)
      if (inputRef.current) inputRef.current.value = ""
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{POSTS.featuredImage}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {url ? (
          <>
            <div className="relative aspect-video overflow-hidden rounded-md border bg-muted">
              <Image src={url} alt={alt || POSTS.featuredImage} fill unoptimized sizes="(min-width: 1024px) 320px, 100vw" className="object-cover" />
            </div>
            <Button type="button" variant="outline" onClick={() => onUrlChange(null)} disabled={disabled || uploading}>
              <X aria-hidden />
              {POSTS.removeImage}
            </Button>
          </>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-md border border-dashed px-4 py-6 text-center">
            <ImageIcon aria-hidden className="size-8 text-muted-foreground" />
            <p className="text-sm text-muted-foreground">{POSTS.noImage}</p>
            <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled || uploading}>
              {uploading ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
              {uploading ? POSTS.uploading : POSTS.uploadImage}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setPicking(true)} disabled={disabled || uploading}>
              <Images aria-hidden />
              {EDITOR.chooseFromLibrary}
            </Button>
          </div>
        )}
        {picking ? (
          <MediaPickerDialog
          open
          onOpenChange={setPicking}
          onChoose={(image) => {
            setPicking(false)
            onUrlChange(image.url)
            onAltDefault?.(image.alt)
          }}
          />
        ) : null}
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={POSTS.uploadImage}
          data-testid="featured-image-input"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        {url ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="featured_image_alt">{POSTS.fieldImageAlt}</Label>
            {altInput}
            <p className="text-xs text-muted-foreground">{POSTS.imageAltHelp}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
