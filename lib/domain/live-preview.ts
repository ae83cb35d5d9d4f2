/**
 * The messages between a document editor and its live preview frame (same origin only; each side checks the
 * other's origin and window). The editor asks for a refresh once the preview record holds the new state; the frame
 * answers when the server's new render is on screen.
 */
export const LIVE_PREVIEW_REFRESH = "lumora:live-preview:refresh"
export const LIVE_PREVIEW_RENDERED = "lumora:live-preview:rendered"
/**
 * The frame is listening (its script ran after the frame's load event, or a refresh asked before then was lost): the
 * editor answers with a refresh for its newest request.
 */
export const LIVE_PREVIEW_READY = "lumora:live-preview:ready"

export type LivePreviewMessage = { type: typeof LIVE_PREVIEW_REFRESH | typeof LIVE_PREVIEW_RENDERED | typeof LIVE_PREVIEW_READY; seq: number }

export function isLivePreviewMessage(data: unknown, type: LivePreviewMessage["type"]): data is LivePreviewMessage {
  if (!data || typeof data !== "object") return false
  const m = data as { type?: unknown; seq?: unknown }
  return m.type === type && typeof m.seq === "number" && Number.isFinite(m.seq)
}

/** The page that renders a member's preview of a document; `embed` drops the banner's links (it sits in the editor). */
export const livePreviewPath = (id: string, embed = false) => `/preview/live/${id}${embed ? "?embed=1" : ""}`
