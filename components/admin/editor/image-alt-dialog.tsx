"use client"

import { useState } from "react"

import { EDITOR } from "@/lib/copy/editor"
import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

export type AltTarget = { name: string; url: string; alt: string; caption: string }
export type AltChoice = { alt: string; caption: string; decorative: boolean }

type ImageAltDialogProps = {
  target: AltTarget | null
  onCancel: () => void
  onConfirm: (choice: AltChoice) => void
}

/**
 * Asks for an image's alt text before it goes into a body: required, unless the editor says explicitly that the
 * image is decorative (which writes an empty alt). The library's alt text and caption are the defaults.
 */
export function ImageAltDialog({ target, onCancel, onConfirm }: ImageAltDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={(event) => event.preventDefault()}>
        {target ? <AltForm key={target.url} target={target} onConfirm={onConfirm} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function AltForm({ target, onConfirm }: { target: AltTarget; onConfirm: (choice: AltChoice) => void }) {
  const [alt, setAlt] = useState(target.alt)
  const [caption, setCaption] = useState(target.caption)
  const [decorative, setDecorative] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function submit(event: React.FormEvent) {
    event.preventDefault()
    event.stopPropagation() // the editor's own form must not submit
    if (!decorative && alt.trim() === "") {
      setError(EDITOR.altRequired)
      return
    }
    onConfirm({ alt: decorative ? "" : alt.trim(), caption: caption.trim(), decorative })
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="image-alt-dialog">
      <DialogHeader>
        <DialogTitle>{EDITOR.altTitle}</DialogTitle>
        <DialogDescription className="break-all">{target.name}</DialogDescription>
      </DialogHeader>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of an uploaded file, any size */}
      <img src={target.url} alt="" className="max-h-48 w-auto self-start rounded-md border object-contain" />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="image-alt">{EDITOR.altLabel}</Label>
        <Input
          id="image-alt"
          value={decorative ? "" : alt}
          disabled={decorative}
          maxLength={1000}
          autoFocus
          onChange={(e) => {
            setAlt(e.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "image-alt-help image-alt-error" : "image-alt-help"}
        />
        <p id="image-alt-help" className="text-xs text-muted-foreground">
          {EDITOR.altHelp}
        </p>
        <FieldError id="image-alt-error">{error ?? undefined}</FieldError>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id="image-decorative"
          checked={decorative}
          onCheckedChange={(v) => {
            setDecorative(v === true)
            setError(null)
          }}
          aria-describedby="image-decorative-help"
        />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor="image-decorative">{EDITOR.decorative}</Label>
          <p id="image-decorative-help" className="text-xs text-muted-foreground">
            {EDITOR.decorativeHelp}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="image-caption">{EDITOR.captionLabel}</Label>
        <Input id="image-caption" value={caption} maxLength={1000} onChange={(e) => setCaption(e.target.value)} />
      </div>
      <DialogFooter>
        <Button type="submit">{EDITOR.insert}</Button>
      </DialogFooter>
    </form>
  )
}
