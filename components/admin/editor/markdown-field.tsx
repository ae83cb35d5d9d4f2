"use client"

import { useState, useTransition } from "react"

import { FORM } from "@/lib/messages/common"
import { Spinner } from "@/components/ui/spinner"
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs"

export type RenderPreviewAction = (markdown: string) => Promise<React.ReactNode>

type MarkdownFieldProps = {
  id: string
  value: string
  renderPreview: RenderPreviewAction
  /** The textarea, registered with the form by the caller. */
  children: React.ReactNode
}

/** Write/Preview switch: the preview is rendered on the server by the same renderer the public page uses. */
export function MarkdownField({ id, value, renderPreview, children }: MarkdownFieldProps) {
  const [tab, setTab] = useState("write")
  const [preview, setPreview] = useState<React.ReactNode>(null)
  const [failed, setFailed] = useState(false)
  const [pending, startTransition] = useTransition()

  function showPreview() {
    setFailed(false)
    startTransition(async () => {
      try {
        setPreview(await renderPreview(value))
      } catch (error) {
        console.error("Markdown preview failed", error)
        setFailed(true)
      }
    })
  }

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        setTab(next)
        if (next === "preview") showPreview()
      }}
    >
      <TabsList aria-label={`${id} editor mode`}>
        <TabsTrigger value="write">{FORM.write}</TabsTrigger>
        <TabsTrigger value="preview">{FORM.preview}</TabsTrigger>
      </TabsList>
      {/* forceMount keeps the registered textarea in the DOM (and its value in the form) while previewing */}
      <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
        {children}
      </TabsContent>
      <TabsContent value="preview" className="min-h-48 rounded-md border bg-background p-4" data-testid={`${id}-preview`}>
        {pending ? (
          <Spinner />
        ) : failed ? (
          <p className="text-sm text-destructive">{FORM.previewFailed}</p>
        ) : value.trim() === "" ? (
          <p className="text-sm text-muted-foreground">{FORM.previewEmpty}</p>
        ) : (
          preview
        )}
      </TabsContent>
    </Tabs>
  )
}
