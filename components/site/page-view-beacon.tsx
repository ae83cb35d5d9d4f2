"use client"

import { usePathname } from "next/navigation"
import { useEffect } from "react"

/** The endpoint (app/api/views/route.ts). */
const ENDPOINT = "/api/views"

let first = true

function viewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
}

function send(path: string) {
  // Only the first view of a page load carries the referrer: later ones are moves inside this site.
  const body = JSON.stringify({ id: viewId(), p: path, r: first ? document.referrer : "", q: location.search, l: navigator.language })
  first = false
  if (!navigator.sendBeacon?.(ENDPOINT, body)) void fetch(ENDPOINT, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {})
}

/** Runs `fn` once the page has loaded and painted its largest element (no request competes with the LCP). */
function afterLcp(fn: () => void): () => void {
  let done = false
  let observer: PerformanceObserver | undefined
  const go = () => {
    if (done) return
    done = true
    observer?.disconnect()
    setTimeout(fn, 0)
  }
  const onLoad = () => {
    try {
      observer = new PerformanceObserver((list) => list.getEntries().length && go())
      observer.observe({ type: "largest-contentful-paint", buffered: true })
    } catch {
      // No LCP entries in this browser: the load event is the signal.
    }
    setTimeout(go, 2000)
  }
  if (document.readyState === "complete") onLoad()
  else addEventListener("load", onLoad, { once: true })
  return () => {
    done = true
    observer?.disconnect()
    removeEventListener("load", onLoad)
  }
}

/**
 * Counts a page view: one beacon after the page's LCP, and one per later navigation inside the site. No cookie,
 * nothing stored in the browser; rendered only while counting is on (components/site/page-views.tsx).
 */
export function PageViewBeacon() {
  const path = usePathname()
  useEffect(() => (first ? afterLcp(() => send(path)) : (send(path), undefined)), [path])
  return null
}
