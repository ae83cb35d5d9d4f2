"use client"

import { useEffect, useRef, useTransition } from "react"
import { useRouter } from "next/navigation"

import { isLivePreviewMessage, LIVE_PREVIEW_READY, LIVE_PREVIEW_REFRESH, LIVE_PREVIEW_RENDERED } from "@/lib/domain/live-preview"

/**
 * Inside the editor's live preview frame: on the editor's word (same origin, from the parent window only) the page
 * is rendered again on the server from the member's preview record, and the editor is told when it is on screen.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const asked = useRef(-1)
  const answered = useRef(-1)

  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return
      if (!isLivePreviewMessage(event.data, LIVE_PREVIEW_REFRESH)) return
      asked.current = Math.max(asked.current, event.data.seq)
      startTransition(() => router.refresh())
    }
    window.addEventListener("message", onMessage)
    // Refreshes the editor asked for before this listener existed are lost: say it is here, so it asks again.
    window.parent.postMessage({ type: LIVE_PREVIEW_READY, seq: 0 }, window.location.origin)
    return () => window.removeEventListener("message", onMessage)
  }, [router])

  useEffect(() => {
    if (pending || asked.current <= answered.current || window.parent === window) return
    answered.current = asked.current
    const seq = asked.current
    // After the browser has painted the new render.
    requestAnimationFrame(() => window.parent.postMessage({ type: LIVE_PREVIEW_RENDERED, seq }, window.location.origin))
  }, [pending])

  return null
}
