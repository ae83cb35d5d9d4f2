"use client"

import { useDeferredValue } from "react"

import { countWords, readingTime } from "@/lib/domain/reading-time"
import { wordCountText } from "@/lib/copy/editor"

/** Word count and reading time by the public post page's own rule (lib/domain/reading-time.ts). */
export function WordCount({ id, markdown }: { id: string; markdown: string }) {
  const text = useDeferredValue(markdown)
  return (
    <p id={id} className="text-xs text-muted-foreground" data-testid={id} aria-live="off">
      {wordCountText(countWords(text), readingTime(text))}
    </p>
  )
}
