"use client"

import { useEffect, useState } from "react"

import { REVISION_MESSAGES } from "@/lib/copy/revisions"
import { formatRelativeTime } from "@/lib/domain/relative-time"
import { cn } from "@/lib/utils"

type LastEditedProps = { by?: string; at?: string; className?: string }

/** "Last edited by {email}, {relative time}"; nothing for rows saved before authors were recorded. */
export function LastEdited({ by, at, className }: LastEditedProps) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  if (!by || !at) return null
  return (
    <p className={cn("text-xs text-muted-foreground", className)} data-testid="last-edited" suppressHydrationWarning>
      <time dateTime={at} title={new Date(at).toLocaleString()} suppressHydrationWarning>
        {REVISION_MESSAGES.lastEdited(by, formatRelativeTime(at, now))}
      </time>
    </p>
  )
}
