"use client"

import { useEffect, useRef, useState } from "react"

import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"
import { isLivePreviewMessage, LIVE_PREVIEW_READY, LIVE_PREVIEW_REFRESH, LIVE_PREVIEW_RENDERED } from "@/lib/domain/live-preview"
import type { ContentKind } from "@/lib/domain/types"

/** How long the editor waits after a change before sending the form's state (typing sends once per pause). */
export const LIVE_PREVIEW_DEBOUNCE_MS = 100

type LiveReply = { ok: boolean; data?: { previewId: string; url: string }; error?: string; fieldErrors?: Record<string, string[]> }

async function send(method: "POST" | "PUT", body: unknown): Promise<{ status: number; reply: LiveReply }> {
  const response = await fetch("/api/preview/live", { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
  const reply = (await response.json().catch(() => ({ ok: false }))) as LiveReply
  return { status: response.status, reply }
}

/** What the pane needs of the editor's form (react-hook-form's): its values, and a word on every change. */
type WatchedForm = {
  getValues: () => unknown
  watch: (callback: () => void) => { unsubscribe: () => void }
}

type LivePreviewPaneProps = {
  kind: ContentKind
  id: string | null
  form: WatchedForm
  className?: string
}

/**
 * The live preview beside a document editor: a frame showing the real page (the member-only preview page, rendered
 * by the server with the real components) from the member's preview record. Each change of the form is sent after a
 * short pause, without saving; once stored, the frame is asked to render again (postMessage, same origin only).
 * Only one request is in flight: changes made meanwhile go in the next one. The time from a change to the frame's
 * new render is recorded as the performance measure "live-preview" (and "live-preview:first-change", from the
 * oldest change not yet shown).
 */
export function LivePreviewPane({ kind, id, form, className }: LivePreviewPaneProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [url, setUrl] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const state = useRef({
    previewId: null as string | null,
    inFlight: false,
    again: false,
    timer: 0 as ReturnType<typeof setTimeout> | 0,
    seq: 0,
    /** When the newest and the oldest changes not yet sent were made. */
    lastChange: 0,
    firstChange: 0,
    /** Per request sent: the changes it carries, to measure when the frame shows them. */
    sent: new Map<number, { lastChange: number; firstChange: number }>(),
    push: (): Promise<void> => Promise.resolve(),
  })

  // Requests sent while the frame loaded may be newer than what it rendered.
  const onFrameLoad = () => frame.current?.contentWindow?.postMessage({ type: LIVE_PREVIEW_REFRESH, seq: state.current.seq }, window.location.origin)

  // The first state when the pane opens, then every change after a pause.
  useEffect(() => {
    const s = state.current
    let closed = false
    const refreshFrame = (seq: number) => frame.current?.contentWindow?.postMessage({ type: LIVE_PREVIEW_REFRESH, seq }, window.location.origin)

    async function push(): Promise<void> {
      if (s.inFlight) {
        s.again = true
        return
      }
      s.inFlight = true
      const seq = ++s.seq
      s.sent.set(seq, { lastChange: s.lastChange, firstChange: s.firstChange })
      s.firstChange = 0
      try {
        const values = form.getValues()
        let result = s.previewId ? await send("PUT", { previewId: s.previewId, values }) : null
        // None yet, or it expired: open one.
        if (!result || result.status === 404) result = await send("POST", { kind, id, values })
        if (closed) return
        if (result.reply.ok && result.reply.data) {
          setProblem(null)
          if (s.previewId !== result.reply.data.previewId) {
            s.previewId = result.reply.data.previewId
            setUrl(result.reply.data.url)
          } else refreshFrame(seq)
        } else {
          // An invalid state (a required field emptied while typing): the frame keeps the last valid one.
          setProblem(result.reply.fieldErrors ? PREVIEW_MESSAGES.livePreviewPaused : (result.reply.error ?? PREVIEW_MESSAGES.failed))
        }
      } catch {
        if (!closed) setProblem(PREVIEW_MESSAGES.failed)
      } finally {
        s.inFlight = false
        // The newest pane's sender (a remounted pane asks while an older request is still out).
        if (s.again) {
          s.again = false
          void s.push()
        }
      }
    }

    s.push = push
    void push()
    const subscription = form.watch(() => {
      const now = performance.now()
      s.lastChange = now
      if (!s.firstChange) s.firstChange = now
      if (s.timer) clearTimeout(s.timer)
      s.timer = setTimeout(() => {
        s.timer = 0
        void push()
      }, LIVE_PREVIEW_DEBOUNCE_MS)
    })
    return () => {
      closed = true
      subscription.unsubscribe()
      if (s.timer) clearTimeout(s.timer)
    }
  }, [form, id, kind])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return
      // The frame's script started listening after its load event: ask it again for the newest state.
      if (isLivePreviewMessage(event.data, LIVE_PREVIEW_READY)) return onFrameLoad()
      if (!isLivePreviewMessage(event.data, LIVE_PREVIEW_RENDERED)) return
      const s = state.current
      const now = performance.now()
      // The frame answers for the newest request it was asked about: every older one is shown too.
      for (const [seq, sent] of s.sent) {
        if (seq > event.data.seq) continue
        s.sent.delete(seq)
        if (!sent.lastChange) continue
        performance.measure("live-preview", { start: sent.lastChange, end: now, detail: { seq } })
        if (sent.firstChange) performance.measure("live-preview:first-change", { start: sent.firstChange, end: now, detail: { seq } })
      }
    }
    window.addEventListener("message", onMessage)
    return () => window.removeEventListener("message", onMessage)
  }, [])

  return (
    <section aria-label={PREVIEW_MESSAGES.livePreview} className={className} data-testid="live-preview">
      <div className="flex h-full min-h-0 flex-col overflow-hidden rounded-xl border bg-background shadow-sm">
        <p className="border-b px-3 py-2 text-xs text-muted-foreground" role="status">
          {problem ?? PREVIEW_MESSAGES.banner}
        </p>
        {url ? (
          <iframe
            ref={frame}
            src={url}
            title={PREVIEW_MESSAGES.livePreviewFrame}
            className="min-h-0 w-full flex-1 bg-white"
            onLoad={onFrameLoad}
          />
        ) : (
          <div className="flex-1" />
        )}
      </div>
    </section>
  )
}
