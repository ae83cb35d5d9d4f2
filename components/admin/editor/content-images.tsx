"use client"

import { useState } from "react"
import dynamic from "next/dynamic"

import { imageMarkdown, insertImage, insertParagraph } from "@/lib/domain/markdown-actions"
import { EDITOR } from "@/lib/copy/editor"
import { MEDIA } from "@/lib/copy/media"

import { toastError } from "../toasts"
import { saveImageMeta, uploadContentImage, type PickerImage, type UploadAction } from "../upload-client"
import type { AltChoice, AltTarget } from "./image-alt-dialog"
import { applyTextareaEdit, replaceInTextarea, selectionOf } from "./textarea-edit"

type ContentImagesProps = {
  textarea: () => HTMLTextAreaElement | null
  pickerOpen: boolean
  onPickerOpenChange: (open: boolean) => void
  upload?: UploadAction
  children: React.ReactNode
}

/**
 * Where the alt text goes: a new image at the caret (a textarea keeps its selection while a dialog has focus), or
 * an uploaded image already in the text, replaced in place.
 */
type Pending = AltTarget & { id: string; libraryAlt: string } & ({ mode: "insert" } | { mode: "replace"; current: string })

// Loaded when first opened: the editor's first load carries neither dialog.
const MediaPickerDialog = dynamic(() => import("./media-picker-dialog").then((m) => m.MediaPickerDialog), { ssr: false })
const ImageAltDialog = dynamic(() => import("./image-alt-dialog").then((m) => m.ImageAltDialog), { ssr: false })

const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp)$/

let placeholderSeq = 0

/**
 * Images into the body: from the media picker, or pasted / dropped as files (uploaded to the library with the same
 * checks as any upload, shown as a placeholder meanwhile). Each then asks for its alt text.
 */
export function ContentImages({ textarea, pickerOpen, onPickerOpenChange, upload = uploadContentImage, children }: ContentImagesProps) {
  const [pending, setPending] = useState<Pending | null>(null)

  function chosen(image: PickerImage) {
    onPickerOpenChange(false)
    setPending({ mode: "insert", id: image.id, name: image.name, url: image.url, alt: image.alt, caption: image.caption, libraryAlt: image.alt })
  }

  function confirmed(choice: AltChoice) {
    const target = pending
    setPending(null)
    const el = textarea()
    if (!target || !el) return
    const image = { url: target.url, alt: choice.alt, caption: choice.caption }
    if (target.mode === "insert") {
      applyTextareaEdit(el, insertImage(selectionOf(el), image))
    } else {
      el.focus()
      replaceInTextarea(el, target.current, imageMarkdown(image))
    }
    // The first alt text written for a file becomes the library's default for it.
    if (!choice.decorative && choice.alt && !target.libraryAlt) void saveImageMeta(target.id, { alt: choice.alt, caption: choice.caption }).catch(() => {})
  }

  async function uploadFiles(files: File[]) {
    const el = textarea()
    if (!el) return
    for (const file of files) {
      const token = `![${EDITOR.uploadingImage} ${file.name.replace(/[[\]\\]/g, "")} ${++placeholderSeq}…]()`
      applyTextareaEdit(el, insertParagraph(selectionOf(el), token))
      try {
        const result = await upload(file)
        if (!result.ok) {
          replaceInTextarea(el, token, "")
          toastError(MEDIA.uploadFailed, result.error)
          continue
        }
        const f = result.data
        const interim = imageMarkdown({ url: f.url, alt: f.alt ?? "" })
        replaceInTextarea(el, token, interim)
        setPending({ mode: "replace", current: interim, id: f.id, name: f.name, url: f.url, alt: f.alt ?? "", caption: f.caption ?? "", libraryAlt: f.alt ?? "" })
      } catch (error) {
        replaceInTextarea(el, token, "")
        toastError(MEDIA.uploadFailed, error)
      }
    }
  }

  const imageFiles = (list: FileList | null | undefined) => Array.from(list ?? []).filter((f) => IMAGE_TYPES.test(f.type) || /\.(png|jpe?g|gif|webp)$/i.test(f.name))

  return (
    <div
      onPaste={(event) => {
        if ((event.target as HTMLElement).tagName !== "TEXTAREA") return
        const files = imageFiles(event.clipboardData?.files)
        if (files.length === 0) return
        event.preventDefault()
        void uploadFiles(files)
      }}
      onDragOver={(event) => {
        if (event.dataTransfer?.types.includes("Files")) event.preventDefault()
      }}
      onDrop={(event) => {
        const files = imageFiles(event.dataTransfer?.files)
        if (files.length === 0) return
        event.preventDefault()
        textarea()?.focus()
        void uploadFiles(files)
      }}
    >
      {children}
      {pickerOpen ? <MediaPickerDialog open onOpenChange={onPickerOpenChange} onChoose={chosen} /> : null}
      {pending ? <ImageAltDialog target={pending} onCancel={() => setPending(null)} onConfirm={confirmed} /> : null}
    </div>
  )
}
