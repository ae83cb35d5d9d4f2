"use client"

import { useRef, useState } from "react"

import { tooLargeMessage } from "@/lib/copy/media"

import { toastError, toastSuccess } from "./toasts"
import type { UploadAction, UploadedFile } from "./upload-client"

/**
 * One file input's upload, for the media library and the featured image: the size limit checked before sending,
 * the busy state, the refusal shown under the input and as a toast, the success toast, and the input emptied
 * afterwards so the same file can be chosen again.
 */
export function useFileUpload(opts: {
  upload: UploadAction
  maxBytes: number
  text: { failed: string; uploaded: string }
  onUploaded: (file: UploadedFile) => void
}) {
  const { upload, maxBytes, text, onUploaded } = opts
  const inputRef = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function onFile(file: File | undefined) {
    if (!file) return
    setProblem(null)
    if (file.size > maxBytes) {
      const message = tooLargeMessage(maxBytes)
      setProblem(message)
      toastError(text.failed, message)
      return
    }
    setUploading(true)
    try {
      const result = await upload(file)
      if (!result.ok) {
        setProblem(result.error)
        toastError(text.failed, result.error)
        return
      }
      onUploaded(result.data)
      toastSuccess(text.uploaded)
    } catch (error) {
      toastError(text.failed, error)
    } finally {
      setUploading(false)
      if (inputRef.current) inputRef.current.value = ""
    }
  }

  return { inputRef, uploading, problem, onFile }
}
