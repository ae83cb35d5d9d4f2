"use client"

import { useCallback, useEffect, useRef } from "react"

import { FORM } from "@/lib/copy/common"

type Navigate = (href: string) => void

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload/close, a confirm() on in-app link
 * clicks (the App Router has no navigation events to hook into, so clicks are caught first), and a confirm() on
 * Back/Forward. For those, a same-URL "sentinel" history entry is pushed while dirty, so Back first pops it (the
 * page stays) and we can ask; cancel pushes it again, confirm goes back for real.
 *
 * The sentinel stays after a save (it cannot be removed without a navigation): `leave` replaces it when the editor
 * moves on, and otherwise Back pops it harmlessly once, staying on the same URL.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string = FORM.unsavedChanges) {
  const dirtyRef = useRef(dirty)
  const messageRef = useRef(message)
  // True while the browser sits on the sentinel entry this editor pushed.
  const onSentinel = useRef(false)

  useEffect(() => {
    dirtyRef.current = dirty
    messageRef.current = message
    if (dirty && !onSentinel.current) pushSentinel(onSentinel)
  }, [dirty, message])

  useEffect(() => {
    function onPopState() {
      const leftSentinel = onSentinel.current
      onSentinel.current = false
      if (!leftSentinel || !dirtyRef.current) return
      if (window.confirm(messageRef.current)) window.history.back()
      else pushSentinel(onSentinel)
    }
    window.addEventListener("popstate", onPopState)
    return () => window.removeEventListener("popstate", onPopState)
  }, [])

  useEffect(() => {
    if (!dirty) return

    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault()
      event.returnValue = ""
    }

    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.("a[href]")
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      if (url.pathname === window.location.pathname && url.search === window.location.search) return
      if (!window.confirm(message)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }

    window.addEventListener("beforeunload", onBeforeUnload)
    document.addEventListener("click", onClick, true)
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload)
      document.removeEventListener("click", onClick, true)
    }
  }, [dirty, message])

  /** Navigates after a save: over the sentinel when there is one, so Back is not left with a same-URL step. */
  const leave = useCallback((href: string, router: { push: Navigate; replace: Navigate }) => {
    if (!onSentinel.current) return router.push(href)
    onSentinel.current = false
    router.replace(href)
  }, [])

  return { leave }
}

// Next keeps its router state in history.state: the sentinel carries the same state, so a traversal onto either
// entry restores the same page.
function pushSentinel(onSentinel: { current: boolean }) {
  window.history.pushState(window.history.state, "", window.location.href)
  onSentinel.current = true
}
