"use client"

import { useState } from "react"
import {
  Bold,
  ChevronDown,
  Code,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link,
  List,
  ListOrdered,
  MessageSquareWarning,
  Minus,
  Quote,
  SquareCode,
  Table,
  type LucideIcon,
} from "lucide-react"

import { CALLOUTS, type MarkdownAction } from "@/lib/domain/markdown-actions"
import { EDITOR } from "@/lib/copy/editor"
import { Button } from "@/components/ui/button"

type Tool = { action: MarkdownAction; label: string; icon: LucideIcon; shortcut?: string }

const TOOLS: Tool[][] = [
  [
    { action: "bold", label: EDITOR.bold, icon: Bold, shortcut: "B" },
    { action: "italic", label: EDITOR.italic, icon: Italic, shortcut: "I" },
    { action: "heading2", label: EDITOR.heading2, icon: Heading2 },
    { action: "heading3", label: EDITOR.heading3, icon: Heading3 },
    { action: "link", label: EDITOR.link, icon: Link, shortcut: "K" },
  ],
  [
    { action: "bulletList", label: EDITOR.bulletList, icon: List },
    { action: "numberedList", label: EDITOR.numberedList, icon: ListOrdered },
    { action: "quote", label: EDITOR.quote, icon: Quote },
    { action: "inlineCode", label: EDITOR.inlineCode, icon: Code },
    { action: "codeBlock", label: EDITOR.codeBlock, icon: SquareCode },
    { action: "table", label: EDITOR.table, icon: Table },
    { action: "rule", label: EDITOR.rule, icon: Minus },
  ],
]

/** Ctrl/Cmd + key → action; every other key (Tab included) is left to the browser. */
export const SHORTCUTS: Record<string, MarkdownAction> = { b: "bold", i: "italic", k: "link" }

type MarkdownToolbarProps = {
  controls: string
  onAction: (action: MarkdownAction) => void
  onImage: () => void
  disabled?: boolean
}

/**
 * Labelled buttons above the content field. Each is a plain tab stop (no roving focus, no key capture), so
 * Tab and Shift+Tab move through and past the toolbar as everywhere else.
 */
export function MarkdownToolbar({ controls, onAction, onImage, disabled }: MarkdownToolbarProps) {
  const [calloutsOpen, setCalloutsOpen] = useState(false)
  const button = ({ action, label, icon: Icon, shortcut }: Tool) => {
    // One text for every platform: the server renders it before the browser is known.
    const keys = shortcut ? `Ctrl+${shortcut} / ⌘${shortcut}` : undefined
    return (
      <Button
        key={action}
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={label}
        aria-keyshortcuts={shortcut ? `Control+${shortcut} Meta+${shortcut}` : undefined}
        title={keys ? `${label} (${keys})` : label}
        disabled={disabled}
        // Keep the textarea's selection: a mouse press on the button would otherwise blur it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onAction(action)}
      >
        <Icon aria-hidden />
      </Button>
    )
  }
  return (
    <div role="toolbar" aria-label={EDITOR.toolbar} aria-controls={controls} className="flex flex-wrap items-center gap-0.5 rounded-md border bg-muted/40 p-1" data-testid={`${controls}-toolbar`}>
      {TOOLS[0]!.map(button)}
      <span aria-hidden className="mx-1 h-5 w-px bg-border" />
      {TOOLS[1]!.map(button)}
      {/* A disclosure, not a menu: four more plain buttons, so the editor ships no popup-positioning code. */}
      <Button
        type="button"
        variant={calloutsOpen ? "secondary" : "ghost"}
        size="sm"
        className="h-8"
        disabled={disabled}
        aria-expanded={calloutsOpen}
        aria-controls={`${controls}-callouts`}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setCalloutsOpen(!calloutsOpen)}
      >
        <MessageSquareWarning aria-hidden />
        {EDITOR.callout}
        <ChevronDown aria-hidden className={calloutsOpen ? "size-3 rotate-180" : "size-3"} />
      </Button>
      <span id={`${controls}-callouts`} className={calloutsOpen ? "contents" : "hidden"}>
        {CALLOUTS.map((kind) => (
          <Button
            key={kind}
            type="button"
            variant="ghost"
            size="sm"
            className="h-8"
            disabled={disabled}
            aria-label={`${EDITOR.callout}: ${EDITOR.calloutNames[kind]}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onAction(`callout:${kind}`)}
          >
            {EDITOR.calloutNames[kind]}
          </Button>
        ))}
      </span>
      <span aria-hidden className="mx-1 h-5 w-px bg-border" />
      <Button type="button" variant="ghost" size="sm" className="h-8" disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={onImage}>
        <ImageIcon aria-hidden />
        {EDITOR.image}
      </Button>
    </div>
  )
}
