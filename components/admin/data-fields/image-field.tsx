"use client"

import { useState } from "react"
import dynamic from "next/dynamic"
import Image from "next/image"
import { ImageIcon, Images, X } from "lucide-react"
import { useFormContext, useWatch } from "react-hook-form"

import { STRUCTURED } from "@/lib/copy/structured"
import type { DataField, ImageValue } from "@/lib/domain/data-fields"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"

import { describedBy, Field } from "../editor/field"
import type { PickerImage } from "../upload-client"
import { controlId, joinPath, useErrorAt } from "./paths"

// Loaded when first opened, like the featured image's and the content field's picker.
const MediaPickerDialog = dynamic(() => import("../editor/media-picker-dialog").then((m) => m.MediaPickerDialog), { ssr: false })

type ImageFieldControlProps = { field: Extract<DataField, { kind: "image" }>; path: string; disabled: boolean }

/** The pixel size of an image the library does not know the size of, measured by the browser (null: it cannot). */
function measure(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new window.Image()
    img.onload = () => resolve(img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null)
    img.onerror = () => resolve(null)
    img.src = url
  })
}

/**
 * An image of the media library as {src, alt, width, height}: a thumbnail, "Choose image" (the media picker dialog,
 * which also uploads), "Remove image", and the alt text, which starts as the library's default for that file.
 */
export function ImageFieldControl({ field, path, disabled }: ImageFieldControlProps) {
  const { control, register, getValues, setValue } = useFormContext()
  const value = useWatch({ control, name: path }) as ImageValue | null | undefined
  const [picking, setPicking] = useState(false)
  const altPath = joinPath(path, "alt")
  const errors = [useErrorAt(path), useErrorAt(joinPath(path, "src")), useErrorAt(joinPath(path, "width")), useErrorAt(joinPath(path, "height"))]
  const error = errors.find(Boolean)
  const altError = useErrorAt(altPath)
  const id = controlId(path)
  const altId = controlId(altPath)
  const src = value && typeof value === "object" && value.src ? value.src : null

  async function chosen(image: PickerImage) {
    setPicking(false)
    const size = image.width && image.height ? { width: image.width, height: image.height } : await measure(image.url)
    const current = getValues(path) as ImageValue | null
    const next: ImageValue = { src: image.url, alt: current?.alt?.trim() ? current.alt : image.alt, width: size?.width ?? 0, height: size?.height ?? 0 }
    setValue(path, next, { shouldDirty: true, shouldValidate: Boolean(error) })
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3" aria-describedby={[field.help ? `${id}-help` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined}>
      <legend className="px-1 text-sm font-medium">{field.label}</legend>
      {field.help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {field.help}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {src ? (
          <span className="relative block h-20 w-28 shrink-0 overflow-hidden rounded-md border bg-muted">
            <Image src={src} alt="" fill unoptimized sizes="7rem" className="object-cover" />
          </span>
        ) : (
          <span className="flex h-20 w-28 shrink-0 flex-col items-center justify-center gap-1 rounded-md border border-dashed text-center text-xs text-muted-foreground">
            <ImageIcon aria-hidden className="size-5" />
            {STRUCTURED.noImage}
          </span>
        )}
        <div className="flex flex-col gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)} disabled={disabled}>
            <Images aria-hidden />
            {src ? STRUCTURED.replaceImage : STRUCTURED.chooseImage}
          </Button>
          {src ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setValue(path, null, { shouldDirty: true })} disabled={disabled}>
              <X aria-hidden />
              {STRUCTURED.removeImage}
            </Button>
          ) : null}
          {src && value && value.width > 0 ? <span className="text-xs text-muted-foreground tabular-nums">{STRUCTURED.imageSize(value.width, value.height)}</span> : null}
        </div>
      </div>
      {src ? (
        <Field
          id={altId}
          label={
            <>
              <span className="sr-only">{field.label}: </span>
              {STRUCTURED.imageAlt}
            </>
          }
          help={STRUCTURED.imageAltHelp}
          error={altError}
        >
          <Input id={altId} autoComplete="off" disabled={disabled} aria-required {...register(altPath)} {...describedBy(altId, { help: true, error: altError })} />
        </Field>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {picking ? <MediaPickerDialog open onOpenChange={setPicking} onChoose={(image) => void chosen(image)} /> : null}
    </fieldset>
  )
}
