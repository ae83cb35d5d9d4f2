"use client"

import { useCallback, useEffect, useRef, useState, useTransition } from "react"
import { Columns2 } from "lucide-react"

import { applyMarkdownAction, type Edit, type MarkdownAction } from "@/lib/domain/markdown-actions"
import { EDITOR } from "@/lib/copy/editor"
import { FORM } from "@/lib/copy/common"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Spinner } from "@/components/ui/spinner"
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs"

import { ContentImages } from "./content-images"
import { MarkdownToolbar, SHORTCUTS } from "./markdown-toolbar"
import { applyTextareaEdit, selectionOf } from "./textarea-edit"
import { WordCount } from "./word-count"

export type RenderPreviewAction = (markdown: string) => Promise<React.ReactNode>

type MarkdownFieldProps = {
  id: string
  value: string
  renderPreview: RenderPreviewAction
  /** The textarea, registered with the form by the caller. */
  children: React.ReactNode
}

const SPLIT_PREVIEW_DELAY_MS = 400

/**
 * The content field: a formatting toolbar, Write/Preview tabs and (on wide screens) a split view, word count and
 * reading time underneath. The preview is rendered on the server by the same renderer the public page uses.
 */
export function MarkdownField({ id, value, renderPreview, children }: MarkdownFieldProps) {
  const [tab, setTab] = useState("write")
  const [split, setSplit] = useState(false)
  const [preview, setPreview] = useState<React.ReactNode>(null)
  const [failed, setFailed] = useState(false)
  const [pending, startTransition] = useTransition()
  const [pickerOpen, setPickerOpen] = useState(false)
  const writeRef = useRef<HTMLDivElement>(null)
  const previewRef = useRef<HTMLDivElement>(null)
  const latest = useRef(0)

  const textarea = useCallback(() => writeRef.current?.querySelector("textarea") ?? null, [])

  const showPreview = useCallback(
    (markdown: string) => {
      const ticket = ++latest.current
      setFailed(false)
      startTransition(async () => {
        try {
          const node = await renderPreview(markdown)
          if (ticket === latest.current) setPreview(node)
        } catch (error) {
          console.error("Markdown preview failed", error)
          if (ticket === latest.current) setFailed(true)
        }
      })
    },
    [renderPreview],
  )

  // Split view: the preview follows the text, a moment after typing stops.
  useEffect(() => {
    if (!split) return
    const timer = setTimeout(() => showPreview(value), SPLIT_PREVIEW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [split, value, showPreview])

  const edit = useCallback(
    (make: (s: ReturnType<typeof selectionOf>) => Edit) => {
      const el = textarea()
      if (!el || el.disabled || el.readOnly) return
      applyTextareaEdit(el, make(selectionOf(el)))
    },
    [textarea],
  )
  const act = (action: MarkdownAction) => edit((s) => applyMarkdownAction(action, s))

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    if ((event.target as HTMLElement).tagName !== "TEXTAREA") return
    const action = SHORTCUTS[event.key.toLowerCase()]
    if (!action) return
    event.preventDefault()
    act(action)
  }

  // Keeps the preview roughly at the same place as the text being written.
  function onScroll(event: React.UIEvent<HTMLDivElement>) {
    const source = event.target as HTMLElement
    const target = previewRef.current
    if (!split || source.tagName !== "TEXTAREA" || !target) return
    const ratio = source.scrollTop / Math.max(1, source.scrollHeight - source.clientHeight)
    target.scrollTop = ratio * (target.scrollHeight - target.clientHeight)
  }

  const showWrite = tab === "write"
  const showPreviewPane = tab === "preview"

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        setTab(next)
        if (next === "preview") showPreview(value)
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList aria-label={`${id} editor mode`}>
          <TabsTrigger value="write">{FORM.write}</TabsTrigger>
          <TabsTrigger value="preview">{FORM.preview}</TabsTrigger>
        </TabsList>
        <Button
          type="button"
          variant={split ? "secondary" : "ghost"}
          size="sm"
          className="hidden lg:inline-flex"
          aria-pressed={split}
          onClick={() => {
            setSplit(!split)
            if (!split) showPreview(value)
          }}
        >
          <Columns2 aria-hidden />
          {EDITOR.splitView}
        </Button>
      </div>
      <MarkdownToolbar controls={id} onAction={act} onImage={() => setPickerOpen(true)} />
      <div className={cn(split && "lg:grid lg:grid-cols-2 lg:gap-4")}>
        {/* forceMount keeps the registered textarea in the DOM (and its value in the form) while previewing */}
        <TabsContent
          value="write"
          forceMount
          ref={writeRef}
          className={cn(!showWrite && (split ? "hidden lg:block" : "hidden"))}
          onKeyDown={onKeyDown}
          onScrollCapture={onScroll}
        >
          <ContentImages textarea={textarea} pickerOpen={pickerOpen} onPickerOpenChange={setPickerOpen}>
            {children}
          </ContentImages>
        </TabsContent>
        <TabsContent
          value="preview"
          forceMount
          ref={previewRef}
          className={cn(
            "min-h-48 rounded-md border bg-background p-4",
            split && "lg:max-h-[34rem] lg:overflow-y-auto",
            !showPreviewPane && (split ? "hidden lg:block" : "hidden"),
          )}
          data-testid={`${id}-preview`}
          aria-busy={pending}
        >
          {pending && !preview ? (
            <Spinner />
          ) : failed ? (
            <p className="text-sm text-destructive">{FORM.previewFailed}</p>
          ) : value.trim() === "" ? (
            <p className="text-sm text-muted-foreground">{FORM.previewEmpty}</p>
          ) : pending && !split ? (
            <Spinner />
          ) : (
            preview
          )}
        </TabsContent>
      </div>
      <WordCount id={`${id}-word-count`} markdown={value} />
    </Tabs>
  )
}
